/**
 * Who acted, as commands and events carry it: the user id and the e-mail at the time (history reads "who" without a
 * join). `email` is null only in events written before the actor carried one (read through an upcaster).
 */
export interface Actor {
  userId: string;
  email: string | null;
}
