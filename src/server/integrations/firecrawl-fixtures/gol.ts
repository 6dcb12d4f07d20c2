/** GOL's partner search results (b2c.voegol.com.br/compra/busca-parceiros) as Firecrawl returns it in markdown. */
export const GOL_RESULTS_MARKDOWN = String.raw`![GOL Linhas Aéreas](https://b2c.voegol.com.br/compra/assets/img/logo-gol.svg)

[Início](https://www.voegol.com.br/) > Compra > Escolha do voo

## 1 Voos · 2 Passageiros · 3 Pagamento

# Escolha seu voo de ida

GRU São Paulo - Guarulhos para GIG Rio de Janeiro - Galeão

Quinta-feira, 20/08/2026 · 1 Adulto

Tarifas exibidas por passageiro adulto, já com a Taxa de embarque inclusa na etapa de pagamento.

| Partida | Chegada | Duração | Paradas | Light | Classic |
| --- | --- | --- | --- | --- | --- |
| 06:00 GRU | 07:05 GIG | 1h 05min | Direto | R$ 429,90 | R$ 529,90 |
| 08:35 GRU | 09:40 GIG | 1h 05min | Direto | R$ 379,90 | R$ 479,90 |
| 12:15 GRU | 15:50 GIG | 3h 35min | 1 parada | R$ 612,90 | R$ 712,90 |
| 18:40 GRU | 19:45 GIG | 1h 05min | Direto | R$ 1.149,90 | R$ 1.249,90 |

\* Voo operado pela GOL. Bagagem de mão de até 10 kg inclusa em todas as tarifas.

[Continuar](https://b2c.voegol.com.br/compra/pagamento)

Smiles: acumule milhas em todos os voos. [Saiba mais](https://www.smiles.com.br/)

GOL Linhas Aéreas S.A. · Praça Comandante Linneu Gomes, s/n, Portaria 3, São Paulo/SP
`;
