/** Where people reach a human. Shown on the contact, help and privacy pages. */
export const SUPPORT_EMAIL = "contato@milheiro.com.br";
