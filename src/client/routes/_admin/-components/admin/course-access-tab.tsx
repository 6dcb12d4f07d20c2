import { GrantForm } from "./grant-form";
import { COURSE_TARGETS } from "./grant-targets";
import { GrantsPanel } from "./grants-panel";

/** docs/product.md §2: general ('cursos') and specific-course grants. */
export function CourseAccessTab() {
  return (
    <GrantsPanel
      list="cursos"
      title="Acesso aos Cursos"
      description="Acesso geral a todos os cursos pagos ou a um curso específico."
      dialogTitle="Conceder acesso a cursos"
      dialogDescription="Escolha o usuário, o tipo de acesso e, se quiser, até quando ele vale."
      grantForm={(close) => <GrantForm targets={COURSE_TARGETS} targetLabel="Tipo de acesso" onSaved={close} />}
    />
  );
}
