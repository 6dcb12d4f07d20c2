/** Azul's flight selection page (voeazul.com.br/br/pt/home/selecao-voo) as Firecrawl returns it in markdown. */
export const AZUL_RESULTS_MARKDOWN = String.raw`[Pular para o conteúdo principal](https://www.voeazul.com.br/br/pt/home/selecao-voo#main)

[![Azul Linhas Aéreas](https://www.voeazul.com.br/content/dam/azul/logo-azul.svg)](https://www.voeazul.com.br/br/pt/home)

- [Passagens](https://www.voeazul.com.br/br/pt/home/passagens-aereas)
- [Azul Fidelidade](https://www.voeazul.com.br/br/pt/fidelidade)
- [Minhas viagens](https://www.voeazul.com.br/br/pt/home/minhas-viagens)
- [Check-in](https://www.voeazul.com.br/br/pt/home/check-in)

Usamos cookies para melhorar sua experiência. [Política de privacidade](https://www.voeazul.com.br/br/pt/home/privacidade) **Aceitar**

# Selecione seu voo de ida

**São Paulo (VCP) → Rio de Janeiro (SDU)** · qui., 20 de ago. · 1 adulto

Tarifas a partir de R$ 389,90 por trecho

| seg. 17/08 | ter. 18/08 | qua. 19/08 | **qui. 20/08** | sex. 21/08 |
| --- | --- | --- | --- | --- |
| R$ 412,90 | R$ 398,90 | R$ 405,90 | **R$ 389,90** | R$ 476,90 |

Ordenar por: **Menor preço** | Horário de partida | Duração

### Voo AD 4031

06:10 **VCP** Campinas → 07:05 **SDU** Rio de Janeiro

Duração 55min · Voo direto · Operado por Azul

A partir de **R$ 389,90** · Azul

Taxa de embarque: R$ 35,47 por passageiro

[Selecionar](https://www.voeazul.com.br/br/pt/home/selecao-voo#AD4031)

### Voo AD 4035

09:45 **VCP** Campinas → 10:40 **SDU** Rio de Janeiro

Duração 55min · Voo direto · Operado por Azul

A partir de **R$ 452,90** · Azul

[Selecionar](https://www.voeazul.com.br/br/pt/home/selecao-voo#AD4035)

### Voo AD 2718 + AD 4412

13:20 **VCP** Campinas → 17:35 **SDU** Rio de Janeiro

Duração 4h 15min · 1 parada em Belo Horizonte (CNF)

A partir de **R$ 1.089,90** · Azul

[Selecionar](https://www.voeazul.com.br/br/pt/home/selecao-voo#AD2718)

### Voo AD 4049

19:30 **VCP** Campinas → 20:25 **SDU** Rio de Janeiro

Duração 55min · Voo direto · Operado por Azul

A partir de **R$ 519,90** · Azul

[Selecionar](https://www.voeazul.com.br/br/pt/home/selecao-voo#AD4049)

Os valores exibidos são por adulto, por trecho. As tarifas estão sujeitas à disponibilidade.

---

Central de Relacionamento: 4003-1118 (capitais) · 0800 887 1118 (demais localidades)

© Azul Linhas Aéreas Brasileiras S.A. CNPJ 09.296.295/0001-60
`;
