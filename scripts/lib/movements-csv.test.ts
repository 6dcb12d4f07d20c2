import { describe, expect, it } from "vitest";
import { parseMovementsCsv, planImport, splitCsvLine } from "./movements-csv";

const HEADER = "programa;tipo;data;quantidade;valor_pago;descricao;vencimento";

describe("parseMovementsCsv", () => {
  it("reads accumulations and transactions as a pt-BR spreadsheet writes them", () => {
    const csv = `\uFEFF${HEADER}\r\nSmiles;acúmulo;2026-10-05;10.000;R$ 175,00;;2029-10-05\r\nSmiles;Uso;20/10/2026;5000;;"Resgate GRU; REC";\r\n\r\nLivelo;bônus;2026-10-01;1.500;;Bônus do cartão;`;
    expect(parseMovementsCsv(csv)).toEqual({
      errors: [],
      movements: [
        {
          line: 2,
          program: "Smiles",
          kind: "accumulation",
          date: "2026-10-05",
          miles: 10_000,
          amountPaidCents: 17_500,
          expiresOn: "2029-10-05",
        },
        {
          line: 3,
          program: "Smiles",
          kind: "transaction",
          type: "usage",
          date: "2026-10-20",
          amount: 5_000,
          description: "Resgate GRU; REC",
          expiresOn: null,
        },
        {
          line: 5,
          program: "Livelo",
          kind: "transaction",
          type: "bonus",
          date: "2026-10-01",
          amount: 1_500,
          description: "Bônus do cartão",
          expiresOn: null,
        },
      ],
    });
  });

  it("accepts a comma-separated file with the columns in another order and a blank price as free miles", () => {
    const { movements, errors } = parseMovementsCsv("data,quantidade,programa,tipo\n2026-01-02,300,Esfera,acumulo");
    expect(errors).toEqual([]);
    expect(movements).toEqual([
      {
        line: 2,
        program: "Esfera",
        kind: "accumulation",
        date: "2026-01-02",
        miles: 300,
        amountPaidCents: 0,
        expiresOn: null,
      },
    ]);
  });

  it("reports every bad line with its number and a pt-BR reason", () => {
    const csv = [
      HEADER,
      "Smiles;troca;2026-10-05;10;;;",
      "Smiles;uso;2026-02-30;10;;;",
      "Smiles;uso;2026-02-03;dez;;;",
      ";uso;2026-02-03;10;;;",
      "Smiles;uso;2026-02-03;10;50,00;;",
      "Smiles;acumulo;2026-02-03;10;abc;;",
      "Smiles;bonus;2026-02-03;10;;;31/02/2027",
    ].join("\n");
    expect(parseMovementsCsv(csv).errors).toEqual([
      { line: 2, message: 'tipo desconhecido "troca" (use acumulo, uso, transferencia, bonus ou expiracao)' },
      { line: 3, message: 'data inválida "2026-02-30" (use AAAA-MM-DD ou DD/MM/AAAA)' },
      { line: 4, message: 'quantidade inválida "dez"' },
      { line: 5, message: "informe o programa" },
      { line: 6, message: "valor pago só vale para acúmulos" },
      { line: 7, message: 'valor pago inválido "abc"' },
      { line: 8, message: 'vencimento inválido "31/02/2027"' },
    ]);
  });

  it("refuses a file without the required columns", () => {
    expect(parseMovementsCsv("programa;data\nSmiles;2026-01-01").errors).toEqual([
      { line: 1, message: "faltam as colunas tipo, quantidade" },
    ]);
  });
});

describe("splitCsvLine", () => {
  it("keeps separators and doubled quotes inside quoted cells", () => {
    expect(splitCsvLine('a;"b;c";"diz ""oi"""; d ', ";")).toEqual(["a", "b;c", 'diz "oi"', "d"]);
  });
});

describe("planImport", () => {
  it("creates only the programs the account lacks (matched without case or accents) and orders movements by date", () => {
    const { movements } = parseMovementsCsv(
      [
        HEADER,
        "LATAM pass;uso;2026-03-01;10;;;",
        "Tudo Azul;acumulo;2026-01-01;10;;;",
        "latam PASS;acumulo;2026-02-01;10;;;",
        "Ésfera;bonus;2026-01-01;5;;;",
      ].join("\n"),
    );
    const plan = planImport(movements, ["LATAM Pass", "Esfera"]);
    expect(plan.programsToCreate).toEqual(["Tudo Azul"]);
    expect(plan.movements.map((movement) => `${movement.date} ${movement.program}`)).toEqual([
      "2026-01-01 Tudo Azul",
      "2026-01-01 Ésfera",
      "2026-02-01 latam PASS",
      "2026-03-01 LATAM pass",
    ]);
  });
});

describe("parseMovementsCsv with what csv-parse reads beyond one line", () => {
  it("takes a quoted description over two lines as one movement and numbers the lines after it", () => {
    const csv = [
      HEADER,
      'Smiles;uso;2026-01-02;10;;"Resgate',
      'ida e volta";',
      "   ",
      "Smiles;troca;2026-01-02;10;;;",
      "",
    ].join("\r\n");
    const { movements, errors } = parseMovementsCsv(csv);
    expect(movements).toMatchObject([{ line: 2, description: "Resgate\nida e volta" }]);
    expect(errors).toEqual([
      { line: 5, message: 'tipo desconhecido "troca" (use acumulo, uso, transferencia, bonus ou expiracao)' },
    ]);
  });

  it("reports a quote left open instead of throwing", () => {
    const csv = `${HEADER}\nSmiles;uso;2026-01-02;10;;"aberta;\nSmiles;uso;2026-01-03;10;;;`;
    expect(parseMovementsCsv(csv)).toEqual({
      movements: [],
      errors: [{ line: 3, message: "aspas abertas e nunca fechadas (nesta linha ou antes dela)" }],
    });
  });
});

describe("transfers in the import file", () => {
  const header = "programa;tipo;data;quantidade;valor_pago;descricao;vencimento;destino;bonus";

  it("reads a transferencia with a destino as a transfer between two programs, its bonus as typed", () => {
    const { movements, errors } = parseMovementsCsv(
      `${header}\nLivelo;transferência;21/11/2026;10.000;;Promoção;;Smiles;80\nEsfera;transferencia;2026-11-22;30.000;;;;LATAM Pass;12,5%\nAzul;transferencia;2026-11-23;1.000;;Do cartão;;;`,
    );
    expect(errors).toEqual([]);
    expect(movements).toEqual([
      {
        line: 2,
        program: "Livelo",
        kind: "transfer",
        destination: "Smiles",
        date: "2026-11-21",
        points: 10_000,
        bonusPercent: 80,
        description: "Promoção",
      },
      {
        line: 3,
        program: "Esfera",
        kind: "transfer",
        destination: "LATAM Pass",
        date: "2026-11-22",
        points: 30_000,
        bonusPercent: 12.5,
        description: null,
      },
      // Without a destino, miles that arrived from outside the wallet, as before.
      {
        line: 4,
        program: "Azul",
        kind: "transaction",
        type: "transfer",
        date: "2026-11-23",
        amount: 1_000,
        description: "Do cartão",
        expiresOn: null,
      },
    ]);
  });

  it("refuses a destino on another type, the same program on both ends, a bad bonus or a price", () => {
    const { errors } = parseMovementsCsv(
      `${header}\nSmiles;uso;2026-11-21;100;;;;Azul;\nSmiles;transferencia;2026-11-21;100;;;;smiles;\nLivelo;transferencia;2026-11-21;100;;;;Smiles;muito\nLivelo;transferencia;2026-11-21;100;10,00;;;Smiles;`,
    );
    expect(errors).toEqual([
      { line: 2, message: "destino e bônus só valem para transferências" },
      { line: 3, message: "origem e destino são o mesmo programa" },
      { line: 4, message: 'bônus inválido "muito"' },
      { line: 5, message: "valor pago só vale para acúmulos" },
    ]);
  });

  it("creates the destination program when the account lacks it", () => {
    const { movements } = parseMovementsCsv(`${header}\nLivelo;transferencia;2026-11-21;10.000;;;;Smiles;80`);
    expect(planImport(movements, ["livelo"]).programsToCreate).toEqual(["Smiles"]);
  });
});
