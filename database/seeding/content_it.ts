import { APP_NAME, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from '#business/app'
import { DISCOUNTS, REFUND_WINDOW_DAYS } from '#business/pricing'
import { REFERRAL_RULES } from '#business/referrals'
import { SESSION_RULES } from '#business/sessions'
import { OUTCOME_RULES } from '#business/outcomes'
import type { ContentKey, PageText } from '#database/seeding/content_pages'

/** Testi italiani predefiniti delle pagine modificabili e dei blocchi della home (Markdown). */
export const CONTENT_IT: Record<ContentKey, PageText> = {
  about: {
    title: `Chi siamo`,
    body: `${APP_NAME} mette in contatto founder e professionisti con persone esperte che hanno già affrontato gli stessi problemi.

## Perché esistiamo

Un buon consiglio al momento giusto può far risparmiare mesi a un’azienda. La maggior parte dei founder, però, non ha una rete di imprenditori, investitori e specialisti da chiamare. Abbiamo creato ${APP_NAME} perché chiunque abbia una domanda concreta possa parlarne con chi ha la risposta, o almeno domande migliori.

## I nostri mentor

I mentor sono selezionati uno per uno dal nostro team: nessuno può iscriversi come mentor da solo. Ognuno soddisfa almeno uno dei nostri criteri: ha costruito un’azienda con ricavi o investimenti significativi, ha più di vent’anni di esperienza manageriale, ha un track record come investitore o porta una rete di contatti preziosa per i founder. Offrono il loro tempo gratuitamente.

## Come lavoriamo

- I mentee prenotano le call con i mentor che scelgono, con almeno ${SESSION_RULES.bookingNoticeHours} ore di anticipo.
- Ogni sessione parte da un obiettivo chiaro, un problema e un risultato desiderato.
- Dopo la call entrambe le parti lasciano un feedback, che mantiene alta la qualità.

Domande? Scrivici dalla [pagina contatti](/contact).`,
  },

  privacy: {
    title: 'Informativa sulla privacy',
    body: `Questa informativa spiega quali dati personali tratta ${APP_NAME}, perché, per quanto tempo e come esercitare i diritti che ti riconosce il Regolamento generale sulla protezione dei dati (GDPR). Descrive ciò che il prodotto fa davvero.

## Titolare del trattamento

Il titolare del trattamento è ${APP_NAME}. Puoi contattarci per questioni di privacy in qualsiasi momento dalla [pagina contatti](/contact).

## Quali dati raccogliamo

- **Account**: nome, indirizzo e-mail, password (conservata solo come hash sicuro, mai leggibile), ruolo, lingua, fuso orario e le e-mail che scegli di ricevere. Se accedi con Google o LinkedIn, conserviamo l’identificativo del tuo account presso quel servizio, non la relativa password.
- **Profilo e onboarding**: ciò che scegli di aggiungere (città, azienda, dimensione dell’azienda, ruolo professionale, settori, immagine del profilo) e le risposte all’onboarding (per esempio la tua principale sfida di crescita e come ci hai conosciuti).
- **Mentoring**: i mentor che salvi, le ricerche salvate e le richieste di abbinamento, i messaggi che invii ai mentor e, per i mentor, la candidatura, il profilo pubblico, gli orari settimanali, le eccezioni e, se collegato, Google Calendar (leggiamo gli orari occupati e scriviamo gli eventi delle sessioni; per farlo conserviamo il token di accesso).
- **Sessioni**: le due persone coinvolte, le date, l’obiettivo, il problema e il risultato desiderato scritti dal mentee, le note private (visibili solo a chi le scrive), le richieste di riprogrammazione, il feedback (la parte pubblica compare sul profilo del mentor; quella privata solo al team) e la risposta del mentee all’e-mail che, ${OUTCOME_RULES.followUpAfterDays} giorni dopo una sessione, chiede se ha raggiunto il suo obiettivo (sì, in parte o non ancora, e una riga se la aggiunge): le risposte contano, senza nomi, nel dato «Obiettivi raggiunti» sul profilo del mentor.
- **Pagamenti**: piano, abbonamento, checkout e fatture. I dati della carta sono gestiti dal nostro fornitore di pagamenti, Stripe; non li vediamo né li conserviamo (teniamo solo circuito, ultime quattro cifre e scadenza per mostrarteli).
- **Inviti**: il tuo codice invito, chi si è iscritto con esso, codici sconto e premi.
- **Contatti e assistenza**: i messaggi inviati dal modulo contatti o dal modulo di assistenza PRO, e l’e-mail lasciata nella lista d’attesa.
- **Sicurezza**: un registro delle modifiche fatte dai nostri amministratori e operatori (chi, cosa, quando, da quale indirizzo IP) e contatori di breve durata per indirizzo IP e account che bloccano gli abusi dell’accesso e degli altri moduli.

## Perché li usiamo

Per fornirti il servizio a cui ti sei iscritto (contratto): l’account, le prenotazioni, le e-mail che le accompagnano, i pagamenti. Per proteggere la piattaforma e prevenire abusi (legittimo interesse). Per adempiere a obblighi di legge come la conservazione delle fatture. Gli strumenti di analisi e di registrazione delle sessioni si caricano solo se il nostro team li attiva e solo dopo che li hai accettati nel banner dei cookie; di norma sono disattivati.

## Con chi li condividiamo

Con l’altra parte di una sessione (nome, foto, dettagli della prenotazione e feedback pubblico). Con i fornitori che trattano dati per nostro conto: hosting, invio delle e-mail, Stripe (pagamenti), Google e LinkedIn (solo se accedi con loro), Google Calendar (solo se un mentor lo collega). Con le autorità quando la legge lo richiede. Non vendiamo dati personali.

## Per quanto tempo li conserviamo

- L’account e tutto ciò che contiene: finché non lo elimini (vedi sotto), poi subito.
- Iscrizioni mai verificate: 30 giorni. Link di accesso e di reimpostazione della password: 7 giorni dopo la scadenza o l’uso.
- Fatture e rimborsi: 10 anni, come richiede la legge italiana per le scritture contabili (art. 2220 del Codice civile), senza collegamento al tuo account eliminato.
- Registro delle modifiche di amministratori e operatori: 2 anni. Messaggi dal modulo contatti: 1 anno. Richieste di assistenza: 2 anni. Iscrizioni alla lista d’attesa: 1 anno. Checkout mai completati: 90 giorni.
- Contatori contro gli abusi: circa un’ora dopo la fine del loro intervallo. Sessioni di accesso: fino alla scadenza o all’uscita. L’archivio dei tuoi dati (vedi sotto): 7 giorni.

Ogni giorno un processo automatico elimina ciò che ha superato il proprio periodo.

## I tuoi diritti e come esercitarli

- **Accesso e portabilità**: in *Impostazioni > Privacy e dati*, *Scarica i miei dati* prepara un archivio di tutto ciò che conserviamo su di te (JSON leggibile da una macchina e un riepilogo leggibile) e ti invia via e-mail un link valido 7 giorni.
- **Cancellazione**: nella stessa pagina, *Elimina il mio account* elimina subito il tuo account, dopo la tua conferma. L’accesso termina su tutti i dispositivi, le sessioni future vengono cancellate (l’altra persona viene avvisata; quando è un mentor a lasciare, i suoi mentee ricevono indietro il credito usato per ogni prenotazione), un abbonamento attivo si interrompe senza rinnovo e il profilo pubblico di un mentor, con le sue recensioni, viene rimosso. Cosa resta, e perché: le fatture (vedi sopra) e, poiché fanno parte anche della storia dell’altra persona, lo storico delle sessioni passate e dei feedback scambiati, i messaggi tra voi e, se ti ha invitato, il suo invito, dove compari come «Ex membro»; e le tue risposte alla verifica degli obiettivi, senza il tuo nome, perché il dato «Obiettivi raggiunti» dei tuoi mentor resti veritiero (la riga che hai aggiunto viene eliminata). Il tuo indirizzo e-mail torna libero per un nuovo account.
- **Rettifica**: correggi i tuoi dati in qualsiasi momento da *Impostazioni*.
- **Opposizione, limitazione e ogni altra richiesta**: scrivici dalla [pagina contatti](/contact). Puoi inoltre presentare reclamo al Garante per la protezione dei dati personali.`,
  },

  cookie_policy: {
    title: 'Cookie policy',
    body: `${APP_NAME} usa solo i cookie e la memoria del browser necessari al funzionamento del sito, più eventuali strumenti di analisi se li accetti.

## Strettamente necessari

- **\`mm-session\`** (cookie) – mantiene l’accesso e ricorda la tua sessione. Dura 7 giorni, rinnovati mentre usi il sito.
- **\`XSRF-TOKEN\`** (cookie) – protegge i moduli dagli attacchi cross-site request forgery. Dura per la sessione del browser.
- **\`${LOCALE_COOKIE}\`** (cookie) – ricorda la lingua scelta (italiano o inglese). Dura ${LOCALE_COOKIE_MAX_AGE_DAYS} giorni.
- **\`cookie_consent\`** (cookie) – ricorda la tua scelta nel banner dei cookie (accetta, rifiuta o la tua selezione), così non te la chiediamo a ogni pagina. Dura 365 giorni; puoi cambiare scelta in qualsiasi momento dalle [impostazioni dei cookie](#cookie-settings).
- **\`${REFERRAL_RULES.storageKey}\`** (local storage) – ricorda il codice invito del link che hai seguito, così chi ti ha invitato riceve il premio quando ti registri. Resta fino alla registrazione o alla cancellazione dei dati del browser.
- **\`wasReferred\`** (local storage) – indica che ti sei registrato con un codice invito. Resta fino alla cancellazione dei dati del browser.

Questi strumenti non richiedono consenso perché senza di essi il sito non funziona correttamente.

## Analisi (facoltativi)

Se il nostro team attiva strumenti di analisi, questi vengono caricati solo dopo che li hai accettati nel banner dei cookie. Puoi cambiare la tua scelta in qualsiasi momento dalle [impostazioni dei cookie](#cookie-settings).

## Gestire i cookie

Puoi cancellare cookie e local storage dalle impostazioni del browser. Bloccare i cookie necessari comporta l’uscita dall’account e il ripristino della lingua.`,
  },

  terms: {
    title: 'Termini e condizioni',
    body: `Questi termini regolano l’uso di ${APP_NAME}. Creando un account li accetti.

## 1. Il servizio

${APP_NAME} permette ai mentee di prenotare call con mentor selezionati. I mentor offrono il loro tempo come volontari; i loro consigli sono opinioni personali e non costituiscono consulenza legale, finanziaria o fiscale.

## 2. Account

Devi fornire informazioni corrette e custodire la tua password. Un account per persona. Possiamo sospendere gli account che violano questi termini.

## 3. Sessioni

- Le sessioni vanno prenotate con almeno ${SESSION_RULES.bookingNoticeHours} ore di anticipo.
- Le sessioni vanno cancellate con almeno ${SESSION_RULES.cancelNoticeHours} ore di anticipo; una sessione cancellata in tempo restituisce il credito.
- Le sessioni possono essere riprogrammate solo con più di ${SESSION_RULES.rescheduleNoticeHours} ore di anticipo, e l’altra parte deve confermare il nuovo orario.
- Una prenotazione non confermata dal mentor ${SESSION_RULES.autoCancelUnconfirmedHours} ore prima dell’inizio viene cancellata automaticamente e il credito restituito.
- Sii rispettoso, puntuale e preparato.

## 4. Piani e pagamenti

I nuovi mentee hanno diritto a una prima call gratuita. I piani a pagamento si rinnovano automaticamente alla fine di ogni periodo fino alla disdetta. I prezzi includono l’IVA.

## 5. Rimborsi

Puoi chiedere un rimborso entro ${REFUND_WINDOW_DAYS} giorni dal primo pagamento di un abbonamento se non hai prenotato alcuna call con quell’abbonamento. I rinnovi non sono rimborsabili. Puoi disdire l’abbonamento in qualsiasi momento; resta attivo fino alla fine del periodo pagato.

## 6. Inviti

Chi si registra con il tuo link ottiene il ${DISCOUNTS.referralPercent}% di sconto sul primo abbonamento per ${REFERRAL_RULES.discountValidityDays} giorni. Tu ricevi un credito di ${REFERRAL_RULES.creditPerConversionEur} € per ogni amico che si abbona e una sessione gratuita ogni ${REFERRAL_RULES.conversionsPerFreeSession} amici. Non è possibile invitare se stessi.

## 7. Contenuti e comportamento

Sei responsabile di ciò che scrivi. Non condividere informazioni riservate che non sei autorizzato a condividere e non usare la piattaforma per proporre ai mentor incarichi a pagamento senza il loro consenso.

## 8. Responsabilità e modifiche

Facciamo del nostro meglio per mantenere il servizio disponibile, ma non possiamo garantire che sia sempre ininterrotto. Possiamo aggiornare questi termini e ti avviseremo via e-mail prima che le modifiche importanti entrino in vigore. Si applica la legge italiana.`,
  },

  pricing_faq: {
    title: 'Domande frequenti',
    body: `### La prima call è davvero gratuita?
Sì. Ogni nuovo mentee ha diritto a una call gratuita, una sola volta, con il mentor che preferisce.

### Cosa include un piano?
BASE include una call al mese. PRO include call illimitate con mentor diversi (una call per mentor al mese), abbinamento personalizzato da parte del nostro team, il modulo di richiesta di aiuto e l’accesso alla community.

### Posso cambiare o disdire il piano?
Sì, in qualsiasi momento da *Impostazioni → Pagamenti*. Un piano disdetto resta attivo fino alla fine del periodo pagato.

### Posso ottenere un rimborso?
Entro ${REFUND_WINDOW_DAYS} giorni dal primo pagamento, se non hai prenotato nessuna call con quell’abbonamento. I rinnovi non sono rimborsabili.

### I prezzi includono l’IVA?
Sì, tutti i prezzi sono IVA inclusa.

### Mi ha invitato un amico. Ho diritto a uno sconto?
Sì: il ${DISCOUNTS.referralPercent}% sul primo abbonamento, valido per ${REFERRAL_RULES.discountValidityDays} giorni dalla registrazione. A ogni acquisto si applica un solo sconto: il più alto.

### I mentor sono pagati?
No. I mentor offrono il loro tempo come volontari; l’abbonamento copre la loro selezione, la gestione della piattaforma e l’abbinamento con la persona giusta.`,
  },

  home_hero: {
    title: 'Cresci più in fretta con un mentor che ci è già passato',
    body: `Founder, business angel ed esperti selezionati a mano dedicano il loro tempo a founder di startup e professionisti.`,
  },

  home_benefits: {
    title: 'Perché founder e professionisti ci scelgono',
    body: `Consigli su misura per la tua situazione, da chi l'ha già affrontata in prima persona.

- **Mentor selezionati a mano** – Nessuno può iscriversi da solo come mentor: il nostro team esamina ogni profilo prima della pubblicazione.
- **Esperienza sul campo** – Parla con chi ha lanciato prodotti, raccolto capitali e guidato team, non con la teoria.
- **Prenoti in pochi clic** – Scegli uno slot libero nel calendario del mentor, condividi il tuo obiettivo e incontralo in videochiamata.
- **Mentor che donano il loro tempo** – I nostri mentor offrono il loro tempo gratuitamente perché vogliono aiutare la prossima generazione di founder.`,
  },

  home_expert_types: {
    title: 'Competenze per ogni sfida',
    body: `Qualunque cosa ti stia frenando, c'è qualcuno che l'ha già risolta.

- **Imprenditori** – Founder che hanno creato e fatto crescere aziende e sanno com'è partire da zero.
- **Business angel** – Investitori che possono aiutarti con il pitch, il round e il rapporto con gli investitori.
- **Esperti di tecnologia** – CTO e ingegneri per architettura, sviluppo del prodotto e costruzione del team tecnico.
- **Marketing e go-to-market** – Specialisti di posizionamento, crescita, vendite e lancio di prodotti in nuovi mercati.
- **Legale** – Avvocati e consulenti per costituzione della società, contratti, proprietà intellettuale e accordi di investimento.`,
  },

  home_how_it_works: {
    title: 'Come funziona',
    body: `Dalla domanda alla risposta in tre passi.

1. **Trova il tuo mentor** – Cerca per nome, competenza o settore e leggi profili, competenze e recensioni.
2. **Prenota una call** – Scegli uno slot disponibile e descrivi il tuo obiettivo, il problema e il risultato che desideri.
3. **Ricevi consigli concreti** – Incontra il tuo mentor in videochiamata, lascia un feedback e prendi appunti privati per i passi successivi.`,
  },

  home_selection_criteria: {
    title: 'Come selezioniamo i nostri mentor',
    body: `Nessuno può iscriversi da solo come mentor. Ogni mentor è selezionato a mano in base ad almeno uno di questi criteri:

- Una startup o un'azienda con almeno 100.000 € di fatturato, oppure investimenti VC o di business angel superiori a 100.000 €
- Oltre 20 anni di esperienza senior o in azienda
- Un track record di investimenti superiore a 100.000 €
- Una rete di contatti rilevante nel proprio settore`,
  },

  home_cta: {
    title: 'Pronto a parlare con chi ci è già passato?',
    body: `Crea il tuo account in un minuto e prenota gratis la tua prima call.`,
  },
}
