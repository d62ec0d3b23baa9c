import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactSchema, supportTopicLabels, supportTopics, type ContactInput } from '@/contracts/help';
import { api } from '@/web/lib/api-client';
import { publicApi } from '@/contracts/api-routes/account';
import { applyServerErrors } from '@/web/lib/form-errors';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { Spinner } from '@/web/ui/spinner';
import { Textarea } from '@/web/ui/textarea';
import { useMe } from '../auth/use-me';

const sendContact = (body: ContactInput) => api(publicApi.contact, { body });
const FIELDS = ['name', 'email', 'topic', 'message'] as const;

/** 'Fale conosco': stored as a support request and e-mailed to support (SUPPORT_EMAIL). */
export function ContactForm() {
  const me = useMe().data;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(contactSchema),
    values: { name: me?.name ?? '', email: me?.email ?? '', topic: '' as ContactInput['topic'], message: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: sendContact,
    onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    send.mutate(values);
  });

  if (send.isSuccess) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-brand-900">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{send.data.message}</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="contato-title">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label="Seu nome" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </Field>
        <Field id="contact-email" label="Seu e-mail" error={errors.email?.message}>
          {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" />}
        </Field>
      </div>
      <Field id="contact-topic" label="Assunto" error={errors.topic?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('topic')}>
            <option value="">Escolha o assunto</option>
            {supportTopics.map((topic) => (
              <option key={topic} value={topic}>
                {supportTopicLabels[topic]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="contact-message" label="Mensagem" error={errors.message?.message}>
        {(control) => <Textarea {...control} {...form.register('message')} rows={5} />}
      </Field>
      <Button type="submit" className="self-start" disabled={send.isPending}>
        {send.isPending ? <Spinner /> : null}
        Enviar mensagem
      </Button>
    </form>
  );
}
