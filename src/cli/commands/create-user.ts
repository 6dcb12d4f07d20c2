import { provisionAccount } from "../../server/services/account/provisioning";
import { EXIT, parseCommandArgs, type CliCommand } from "../command";
import { validEmail, validName, validPassword } from "../input";

export const createUserCommand: CliCommand = {
  name: "create-user",
  summary: "cria uma conta (já confirmada), opcionalmente administradora",
  help: `Uso: npm run cli -- create-user <email> --name "<nome completo>" [--password <senha>] [--admin]

Cria uma conta com o e-mail já confirmado. Sem --password, a senha é pedida no terminal
(sem eco); prefira isso a deixar a senha no histórico do shell.

Opções:
  --name <nome>       nome completo (obrigatório)
  --password <senha>  senha (mínimo de 6 caracteres)
  --admin             dá também o papel de administrador(a)`,
  async run(ctx, argv) {
    const { values, positionals } = parseCommandArgs(
      argv,
      { name: { type: "string" }, password: { type: "string" }, admin: { type: "boolean" } },
      ["email"],
    );
    const email = validEmail(positionals[0]);
    const name = validName(values.name);
    const password = validPassword(values.password ?? (await ctx.io.askSecret("Senha da nova conta: ")));
    const { db } = await ctx.database();
    await provisionAccount(db, { email, name, password, admin: values.admin === true });
    ctx.io.out(`Conta criada: ${name} <${email}>${values.admin ? " (administrador/a)" : ""}.`);
    return EXIT.ok;
  },
};
