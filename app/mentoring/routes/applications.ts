/*
| Becoming a mentor: a signed-in user's application.
*/
