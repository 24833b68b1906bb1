/*
| Google and LinkedIn sign-in.
*/
