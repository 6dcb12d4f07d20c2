import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { FormField, FormFrame } from "@/client/components/form-dialog";
import { ImageUploadField } from "@/client/components/image-upload-field";
import { SwitchField } from "@/client/components/switch-field";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { useForm } from "@/client/lib/use-form";
import { useTRPC } from "@/client/trpc";
import { COURSE_LIMITS as L } from "@/shared/schemas/courses";
import { COURSE_STATUS_OPTIONS, CourseFormSchema, courseFormValues, type AdminCourse } from "./course-form-schema";
import { useRefreshCourses } from "./use-refresh-courses";

/** Creates a course, or edits `course` when given (docs/product.md §2 course editor: basic info, cover, settings). */
export function CourseForm({
  course,
  onSaved,
}: {
  course?: AdminCourse;
  onSaved: (saved: { id: string; title: string }) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshCourses();
  const create = useMutation(trpc.courses.admin.create.mutationOptions());
  const update = useMutation(trpc.courses.admin.update.mutationOptions());
  const saved = useRef({ id: course?.id ?? "", title: course?.title ?? "" });
  const form = useForm({
    schema: CourseFormSchema,
    initial: courseFormValues(course),
    save: async (input) => {
      const row = course ? await update.mutateAsync({ ...input, id: course.id }) : await create.mutateAsync(input);
      saved.current = { id: row.id, title: row.title };
    },
    refresh,
    successTitle: course ? "Curso atualizado com sucesso!" : "Curso criado com sucesso!",
    failureTitle: "Erro ao criar/atualizar curso",
    onSaved: () => onSaved(saved.current),
  });
  const isFree = form.values.isFree === "true";
  const coverError = form.errorOf("thumbnailUrl");

  return (
    <FormFrame form={form} submitLabel={course ? "Salvar alterações" : "Criar curso"}>
      <FormField form={form} name="title" label="Título">
        {(props) => <Input {...props} maxLength={L.maxTitleLength} placeholder="Ex.: Milhas do zero ao avançado" />}
      </FormField>
      <FormField form={form} name="description" label="Descrição">
        {(props) => <Textarea {...props} rows={4} maxLength={L.maxDescriptionLength} />}
      </FormField>
      <div className="grid gap-2">
        <ImageUploadField
          kind="course-cover"
          label="Imagem de capa"
          value={form.values.thumbnailUrl === "" ? null : form.values.thumbnailUrl}
          onChange={(url) => form.setValue("thumbnailUrl", url ?? "")}
          disabled={form.submitting}
        />
        {coverError && <p className="text-sm font-medium text-destructive">{coverError}</p>}
      </div>
      <div className="rounded-md border p-3">
        <SwitchField
          label="Curso gratuito"
          hint="Gratuito: qualquer visitante assiste às aulas."
          checked={isFree}
          onCheckedChange={(checked) => form.setValue("isFree", checked ? "true" : "false")}
          disabled={form.submitting}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {!isFree && (
          <FormField form={form} name="price" label="Preço (R$)" hint="Ex.: 497,00">
            {(props) => <Input {...props} inputMode="decimal" />}
          </FormField>
        )}
        <FormField form={form} name="status" label="Status">
          {(props) => (
            <NativeSelect {...props}>
              {Object.entries(COURSE_STATUS_OPTIONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
    </FormFrame>
  );
}
