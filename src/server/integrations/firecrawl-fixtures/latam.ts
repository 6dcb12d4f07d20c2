/** LATAM's offer page (latamairlines.com/br/pt/oferta-voos) as Firecrawl returns it in markdown. */
export const LATAM_RESULTS_MARKDOWN = String.raw`[![LATAM Airlines](https://s.latamairlines.com/images/brand/logo-latam.svg)](https://www.latamairlines.com/br/pt)

[Ofertas de voos](https://www.latamairlines.com/br/pt/ofertas-voos) [LATAM Pass](https://latampass.latam.com/pt_br/) [Minhas viagens](https://www.latamairlines.com/br/pt/minhas-viagens)

# Escolha um voo de ida

São Paulo, GRU a Rio de Janeiro, SDU

qui., 20 ago. | 1 passageiro | Economy

Filtrar: Paradas · Horário · Duração

**Voo recomendado**

- Horário de saída 07:20 GRU
- Horário de chegada 08:25 SDU
- Duração 1 h 5 min
- Direto
- LA3306 · Operado por LATAM Airlines Brasil

Por pessoa a partir de **R$ 498,76**

* * *

- Horário de saída 11:50 GRU
- Horário de chegada 12:55 SDU
- Duração 1 h 5 min
- Direto
- LA3914 · Operado por LATAM Airlines Brasil

Por pessoa a partir de **R$ 441,76**

* * *

- Horário de saída 16:05 GRU
- Horário de chegada 19:40 SDU
- Duração 3 h 35 min
- 1 escala, Brasília
- LA3570 · LA3287 · Operado por LATAM Airlines Brasil

Por pessoa a partir de **R$ 687,56**

* * *

Os preços incluem taxas e impostos. Taxa de embarque: R$ 32,62.

[Precisa de ajuda?](https://www.latamairlines.com/br/pt/central-ajuda) · 0300 570 5700
`;
