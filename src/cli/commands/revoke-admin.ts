import { revokeAdminRole } from "../../server/services/access/access";
import { EXIT, parseCommandArgs, type CliCommand } from "../command";
import { validEmail } from "../input";

export const revokeAdminCommand: CliCommand = {
  name: "revoke-admin",
  summary: "tira o papel de administrador(a) da conta com este e-mail",
  help: `Uso: npm run cli -- revoke-admin <email>

Tira o papel de administrador(a) de uma conta. Vale na próxima requisição da conta.
Se o e-mail estiver em ADMIN_EMAILS, o papel volta no próximo login: tire-o de lá também.`,
  async run(ctx, argv) {
    const { positionals } = parseCommandArgs(argv, {}, ["email"]);
    const email = validEmail(positionals[0]);
    const { db } = await ctx.database();
    if (!(await revokeAdminRole(db, email))) {
      ctx.io.err(`Nenhuma conta encontrada com o e-mail ${email}.`);
      return EXIT.failure;
    }
    ctx.io.out(`${email} não é mais administrador(a).`);
    if (ctx.env.ADMIN_EMAILS.includes(email)) {
      ctx.io.err(`Atenção: ${email} está em ADMIN_EMAILS e voltará a ser administrador(a) no próximo login.`);
    }
    return EXIT.ok;
  },
};
