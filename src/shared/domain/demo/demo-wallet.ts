import { mulDivRoundHalfUp } from "../wallet/cost";
import { suggestedLotExpiry } from "../wallet/lots";
import { addDays } from "../plain-date";
import { randomInt, type RandomSource } from "../random";

/**
 * The demo account's year in miles: what a Brazilian who collects seriously would have done,
 * planned here without a database so the seed is repeatable (fixed clock and seed) and tested.
 * The seed service replays the plan through the wallet services, in date order.
 */
export const DEMO_PROGRAM_KEYS = ["smiles", "latam", "azul", "livelo", "esfera"] as const;
export type DemoProgramKey = (typeof DEMO_PROGRAM_KEYS)[number];

interface DemoProgramPlan {
  key: DemoProgramKey;
  name: string;
  logo: string;
  accountNumber: string;
  usualValidityMonths: number;
  pendingBonus: number;
  pendingBonusExpectedOn: string | null;
}

export type DemoMovement =
  | {
      kind: "accumulation";
      program: DemoProgramKey;
      date: string;
      miles: number;
      amountPaidCents: number;
      expiresOn: string | null;
    }
  | {
      kind: "transaction";
      program: DemoProgramKey;
      type: "usage" | "transfer" | "bonus";
      date: string;
      amount: number;
      description: string;
      expiresOn: string | null;
    };

export interface DemoWalletPlan {
  programs: DemoProgramPlan[];
  movements: DemoMovement[];
}

/** The market's usual range for the cost per thousand (R$ 14–35), in centavos. */
export const DEMO_COST_RANGE_CENTS = { min: 1_400, max: 3_500 } as const;

interface Recurring {
  program: DemoProgramKey;
  miles: [number, number];
  costPerThousandCents: [number, number];
}

// Clubs bill the same miles every month; card points vary with the month's spending.
const MONTHLY: readonly Recurring[] = [
  { program: "smiles", miles: [2_000, 2_000], costPerThousandCents: [1_900, 2_300] },
  { program: "latam", miles: [2_000, 2_000], costPerThousandCents: [2_500, 2_990] },
  { program: "azul", miles: [1_000, 1_000], costPerThousandCents: [2_000, 2_600] },
  { program: "livelo", miles: [2_500, 6_000], costPerThousandCents: [1_400, 1_800] },
  { program: "esfera", miles: [1_500, 4_000], costPerThousandCents: [1_400, 2_000] },
];

/** Point purchases in a promotion, months ago. */
const PURCHASES: readonly {
  monthsAgo: number;
  program: DemoProgramKey;
  miles: number;
  costPerThousandCents: number;
}[] = [
  { monthsAgo: 10, program: "livelo", miles: 20_000, costPerThousandCents: 3_500 },
  { monthsAgo: 4, program: "livelo", miles: 20_000, costPerThousandCents: 3_200 },
  { monthsAgo: 7, program: "azul", miles: 10_000, costPerThousandCents: 3_000 },
];

const TRANSFERS: readonly {
  monthsAgo: number;
  from: DemoProgramKey;
  to: DemoProgramKey;
  miles: number;
  bonusPercent: number;
}[] = [
  { monthsAgo: 9, from: "livelo", to: "smiles", miles: 20_000, bonusPercent: 80 },
  { monthsAgo: 6, from: "esfera", to: "azul", miles: 10_000, bonusPercent: 90 },
  { monthsAgo: 3, from: "livelo", to: "smiles", miles: 30_000, bonusPercent: 100 },
  { monthsAgo: 1, from: "livelo", to: "latam", miles: 10_000, bonusPercent: 30 },
];

const USAGES: readonly { monthsAgo: number; program: DemoProgramKey; miles: number; description: string }[] = [
  { monthsAgo: 5, program: "latam", miles: 12_000, description: "Resgate CGH → SDU (ida e volta)" },
  { monthsAgo: 4, program: "azul", miles: 15_000, description: "Resgate VCP → CNF (ida e volta)" },
  { monthsAgo: 2, program: "smiles", miles: 70_000, description: "Resgate GRU → LIS (ida e volta, econômica)" },
];

/** Promotional miles with a short validity, so the alerts and the 30/60/90-day view have something to show. */
const SHORT_LIVED_BONUSES: readonly {
  daysAgo: number;
  expiresInDays: number;
  program: DemoProgramKey;
  miles: number;
  description: string;
}[] = [
  {
    // After the plan's last outflow (the Smiles redemption two months back on the 26th, at least 36
    // days ago whatever today is): a later debit would take this lot first, being the first to
    // expire, and Minha Gestão would have nothing expiring to show on some days of the month.
    daysAgo: 25,
    expiresInDays: 20,
    program: "smiles",
    miles: 3_000,
    description: "Bônus de aniversário Smiles (válido por 45 dias)",
  },
  {
    daysAgo: 10,
    expiresInDays: 50,
    program: "azul",
    miles: 2_500,
    description: "Bônus Clube TudoAzul (válido por 60 dias)",
  },
  {
    daysAgo: 5,
    expiresInDays: 85,
    program: "latam",
    miles: 4_000,
    description: "Bônus de boas-vindas do cartão (válido por 90 dias)",
  },
];

const PROGRAM_NAMES: Record<DemoProgramKey, string> = {
  smiles: "Smiles",
  latam: "LATAM Pass",
  azul: "TudoAzul",
  livelo: "Livelo",
  esfera: "Esfera",
};

function programs(today: string): DemoProgramPlan[] {
  const base = (key: DemoProgramKey, logo: string, accountNumber: string, usualValidityMonths: number) => ({
    key,
    name: PROGRAM_NAMES[key],
    logo,
    accountNumber,
    usualValidityMonths,
    pendingBonus: 0,
    pendingBonusExpectedOn: null,
  });
  return [
    base("smiles", "S", "123456789", 36),
    // A transfer bonus still on its way, so the pending-bonus reminder shows.
    { ...base("latam", "LP", "987654321", 36), pendingBonus: 3_000, pendingBonusExpectedOn: addDays(today, 7) },
    base("azul", "AZ", "5550001112", 36),
    base("livelo", "Lv", "4004-2025", 24),
    base("esfera", "E", "77711100", 24),
  ];
}

/** A day in the month `monthsAgo` before today's, never after today. */
function dayMonthsAgo(today: string, monthsAgo: number, day: number): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - monthsAgo, day)).toISOString().slice(0, 10);
  return date > today ? today : date;
}

const costOf = (miles: number, costPerThousandCents: number) => mulDivRoundHalfUp(miles, costPerThousandCents, 1_000);

/** Outflows ask for round thousands, never more than the program holds at that moment. */
function affordable(wanted: number, balance: number): number {
  return Math.min(wanted, Math.floor(balance / 1_000) * 1_000);
}

function draft(today: string, random: RandomSource, validity: Record<DemoProgramKey, number>) {
  const expiry = (program: DemoProgramKey, date: string) => suggestedLotExpiry(date, validity[program]);
  const movements: DemoMovement[] = [];
  for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo--) {
    for (const recurring of MONTHLY) {
      const date = dayMonthsAgo(today, monthsAgo, randomInt(random, 3, 24));
      const miles = Math.round(randomInt(random, ...recurring.miles) / 100) * 100;
      const amountPaidCents = costOf(miles, randomInt(random, ...recurring.costPerThousandCents));
      movements.push({
        kind: "accumulation",
        program: recurring.program,
        date,
        miles,
        amountPaidCents,
        expiresOn: expiry(recurring.program, date),
      });
    }
  }
  for (const purchase of PURCHASES) {
    const date = dayMonthsAgo(today, purchase.monthsAgo, 15);
    const amountPaidCents = costOf(purchase.miles, purchase.costPerThousandCents);
    movements.push({
      kind: "accumulation",
      program: purchase.program,
      date,
      miles: purchase.miles,
      amountPaidCents,
      expiresOn: expiry(purchase.program, date),
    });
  }
  return movements;
}

const transaction = (
  program: DemoProgramKey,
  type: "usage" | "transfer" | "bonus",
  date: string,
  amount: number,
  description: string,
  expiresOn: string | null = null,
): DemoMovement => ({ kind: "transaction", program, type, date, amount, description, expiresOn });

export function planDemoWallet(today: string, random: RandomSource): DemoWalletPlan {
  const plannedPrograms = programs(today);
  const validity = Object.fromEntries(plannedPrograms.map((p) => [p.key, p.usualValidityMonths])) as Record<
    DemoProgramKey,
    number
  >;
  const expiry = (program: DemoProgramKey, date: string) => suggestedLotExpiry(date, validity[program]);

  type Outflow = { date: string; resolve: (balances: Record<DemoProgramKey, number>) => DemoMovement[] };
  const outflows: Outflow[] = [
    // The 28th: after the month's club and card credits, which land from the 3rd to the 24th.
    ...TRANSFERS.map((transfer): Outflow => {
      const date = dayMonthsAgo(today, transfer.monthsAgo, 28);
      return {
        date,
        resolve: (balances) => {
          const miles = affordable(transfer.miles, balances[transfer.from]);
          if (miles === 0) return [];
          const bonus = Math.round((miles * transfer.bonusPercent) / 100);
          const from = PROGRAM_NAMES[transfer.from];
          const to = PROGRAM_NAMES[transfer.to];
          return [
            transaction(transfer.from, "usage", date, miles, `Transferência para ${to}`),
            transaction(transfer.to, "transfer", date, miles, `Transferência da ${from}`, expiry(transfer.to, date)),
            transaction(
              transfer.to,
              "bonus",
              date,
              bonus,
              `Bônus de ${transfer.bonusPercent}% na transferência da ${from}`,
              expiry(transfer.to, date),
            ),
          ];
        },
      };
    }),
    ...USAGES.map((usage): Outflow => {
      const date = dayMonthsAgo(today, usage.monthsAgo, 26);
      return {
        date,
        resolve: (balances) => {
          const miles = affordable(usage.miles, balances[usage.program]);
          return miles === 0 ? [] : [transaction(usage.program, "usage", date, miles, usage.description)];
        },
      };
    }),
  ];
  const bonuses = SHORT_LIVED_BONUSES.map((bonus) =>
    transaction(
      bonus.program,
      "bonus",
      addDays(today, -bonus.daysAgo),
      bonus.miles,
      bonus.description,
      addDays(today, bonus.expiresInDays),
    ),
  );

  // Replays credits and outflows by date so each outflow is sized from the balance it will meet.
  const credits = [...draft(today, random, validity), ...bonuses].sort((a, b) => a.date.localeCompare(b.date));
  const ordered = [...outflows].sort((a, b) => a.date.localeCompare(b.date));
  const balances = Object.fromEntries(DEMO_PROGRAM_KEYS.map((key) => [key, 0])) as Record<DemoProgramKey, number>;
  const movements: DemoMovement[] = [];
  const apply = (movement: DemoMovement) => {
    const miles = movement.kind === "accumulation" ? movement.miles : movement.amount;
    balances[movement.program] += movement.kind === "transaction" && movement.type === "usage" ? -miles : miles;
    movements.push(movement);
  };
  let next = 0;
  for (const outflow of ordered) {
    while (next < credits.length && credits[next]!.date <= outflow.date) apply(credits[next++]!);
    outflow.resolve(balances).forEach(apply);
  }
  credits.slice(next).forEach(apply);
  return { programs: plannedPrograms, movements };
}
