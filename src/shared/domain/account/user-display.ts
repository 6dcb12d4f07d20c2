/** docs/product.md §2 and the dashboard greeting: the user's name when there is one, else the e-mail. */
export function displayName(user: { fullName: string | null; email: string }): string {
  const name = user.fullName?.trim();
  return name ? name : user.email;
}
