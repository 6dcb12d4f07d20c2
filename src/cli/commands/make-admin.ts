import { grantAdminRole } from "../../server/services/access/access";
import { EXIT, parseCommandArgs, type CliCommand } from "../command";
import { validEmail } from "../input";

export const makeAdminCommand: CliCommand = {
  name: "make-admin",
  summary: "torna administrador(a) a conta com este e-mail",
  help: `Uso: npm run cli -- make-admin <email>

Dá o papel de administrador(a) a uma conta existente.`,
  async run(ctx, argv) {
    const { positionals } = parseCommandArgs(argv, {}, ["email"]);
    const email = validEmail(positionals[0]);
    const { db } = await ctx.database();
    if (!(await grantAdminRole(db, email))) {
      ctx.io.err(`Nenhuma conta encontrada com o e-mail ${email}.`);
      return EXIT.failure;
    }
    ctx.io.out(`${email} agora é administrador(a).`);
    return EXIT.ok;
  },
};
