import { DEMO_ACCOUNT } from "@/shared/domain/demo/demo-account";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { generateRandomToken } from "../../server/auth/tokens";
import { seedDemoAccount } from "../../server/services/demo/seed-demo";
import { EXIT, parseCommandArgs, type CliCommand } from "../command";
import { validPassword } from "../input";
import { cliLogger } from "../logger";

export const seedDemoCommand: CliCommand = {
  name: "seed-demo",
  summary: "cria a conta de demonstração com um ano de dados realistas",
  help: `Uso: npm run cli -- seed-demo [--reset] [--password <senha>]

Cria a conta ${DEMO_ACCOUNT.email} com Smiles, LATAM Pass, TudoAzul, Livelo e Esfera,
um ano de acúmulos, usos, transferências bonificadas e lotes a vencer, acesso a Minha Gestão
e um curso em andamento. Também publica promoções de todas as categorias e esse curso no
catálogo compartilhado: use em instalações de teste ou demonstração.
Rodar de novo não duplica nada.

Opções:
  --reset             apaga a conta demo (e o que ela publicou) e cria tudo de novo
  --password <senha>  senha da conta demo (padrão: uma senha aleatória, mostrada ao final)`,
  async run(ctx, argv) {
    const { values } = parseCommandArgs(argv, { reset: { type: "boolean" }, password: { type: "string" } }, []);
    const password = values.password === undefined ? generateRandomToken(10) : validPassword(values.password);
    const { db } = await ctx.database();
    const result = await seedDemoAccount(db, {
      password,
      reset: values.reset === true,
      today: todayInSaoPaulo(),
      log: cliLogger(ctx.io),
    });
    if (result.status === "exists") {
      ctx.io.out(`A conta demo ${DEMO_ACCOUNT.email} já existe; nada foi alterado (use --reset para recriá-la).`);
      return EXIT.ok;
    }
    ctx.io.out(`Conta demo criada. Entre com ${DEMO_ACCOUNT.email} e a senha ${password}`);
    return EXIT.ok;
  },
};
