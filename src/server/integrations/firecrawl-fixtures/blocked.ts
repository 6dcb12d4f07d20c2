/**
 * What an airline page looks like when its bot protection answers instead of the results: no
 * prices, no times (the list then shows docs/product.md §8's 'não encontrado' texts).
 */
export const BLOCKED_PAGE_MARKDOWN = String.raw`# Access Denied

You don't have permission to access this page on this server.

Reference #18.5c3e1702.1752500000.2a1b3c4d

Por favor, verifique se você não é um robô e tente novamente mais tarde.
`;
