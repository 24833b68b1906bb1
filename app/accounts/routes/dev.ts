/*
| Development-only routes (the captured mailbox). Never registered in production.
*/
