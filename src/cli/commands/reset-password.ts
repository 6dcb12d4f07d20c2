import { generateRandomToken } from "../../server/auth/tokens";
import { setAccountPassword } from "../../server/services/account/provisioning";
import { EXIT, parseCommandArgs, type CliCommand } from "../command";
import { validEmail, validPassword } from "../input";

export const resetPasswordCommand: CliCommand = {
  name: "reset-password",
  summary: "define uma nova senha para a conta (ou gera e mostra uma)",
  help: `Uso: npm run cli -- reset-password <email> [--password <senha>]

Define a senha da conta e encerra todas as sessões e tokens de API dela. Sem --password, gera uma senha
aleatória e a mostra uma única vez: entregue-a à pessoa por um canal seguro.`,
  async run(ctx, argv) {
    const { values, positionals } = parseCommandArgs(argv, { password: { type: "string" } }, ["email"]);
    const email = validEmail(positionals[0]);
    const password = values.password === undefined ? generateRandomToken() : validPassword(values.password);
    const { db } = await ctx.database();
    await setAccountPassword(db, email, password);
    ctx.io.out(`Senha de ${email} redefinida; as sessões abertas e os tokens de API foram encerrados.`);
    if (values.password === undefined) ctx.io.out(`Nova senha: ${password}`);
    return EXIT.ok;
  },
};
