import { useQuery } from "@tanstack/react-query";
import { Award, Users } from "lucide-react";
import { EmptyState, QueryView } from "@/client/components/query-states";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";
import { Progress } from "@/client/components/ui/progress";
import { useTRPC, type RouterOutputs } from "@/client/trpc";
import { formatDateTime } from "@/shared/format";

type Student = RouterOutputs["courses"]["admin"]["students"][number];

function StudentRow({ student }: { student: Student }) {
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate text-sm font-medium">{student.name}</p>
          {student.name !== student.email && <p className="truncate text-xs text-muted-foreground">{student.email}</p>}
        </div>
        {student.certificateCode ? (
          <Badge variant="highlight">
            <Award aria-hidden />
            Certificado {student.certificateCode}
          </Badge>
        ) : (
          <Badge variant="outline">Sem certificado</Badge>
        )}
      </div>
      <div className="grid gap-1">
        <Progress value={student.percent} aria-label={`Progresso de ${student.name}`} />
        <p className="text-xs text-muted-foreground">
          {student.completed} de {student.total} aulas concluídas ({student.percent}%) · última atividade em{" "}
          {formatDateTime(student.lastActivityAt)}
        </p>
      </div>
    </li>
  );
}

function StudentList({ courseId }: { courseId: string }) {
  const trpc = useTRPC();
  const students = useQuery(trpc.courses.admin.students.queryOptions({ id: courseId }));
  return (
    <QueryView
      query={students}
      loadingLabel="Carregando alunos..."
      errorMessage="Não foi possível carregar os alunos."
      empty={
        <EmptyState icon={Users} title="Nenhum aluno ainda">
          Quem abrir uma aula deste curso aparece aqui com o seu progresso.
        </EmptyState>
      }
    >
      {(list) => (
        <ul className="grid gap-3">
          {list.map((student) => (
            <StudentRow key={student.userId} student={student} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** Per course, each student's progress (docs/features.md, Courses: lessons done, last activity, certificate issued). */
export function StudentsDialog({ course }: { course: { id: string; title: string } }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Alunos de ${course.title}`}>
          <Users aria-hidden />
          Alunos
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Alunos</DialogTitle>
          <DialogDescription>{course.title}: progresso de cada aluno.</DialogDescription>
        </DialogHeader>
        <StudentList courseId={course.id} />
      </DialogContent>
    </Dialog>
  );
}
