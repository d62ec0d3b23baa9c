import { useMutation } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { settingsApi } from '@/contracts/api-routes/settings';
import type { Me } from '@/contracts/me';
import { api } from '@/web/lib/api-client';
import { messageOf } from '@/web/lib/api-error';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { useCurrentUser } from '../auth/use-current-user';
import { UserAvatar } from '../dashboard-shell/user-avatar';
import { useApplyMe } from './use-settings';

/** Kept in step with the server (AVATAR_MAX_BYTES), to refuse a large file before uploading it. */
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Multipart upload; the server re-encodes and strips metadata. */
function uploadAvatar(file: File): Promise<Me> {
  const body = new FormData();
  body.set('avatar', file);
  return api(settingsApi.uploadAvatar, { body });
}

const removeAvatar = () => api(settingsApi.removeAvatar);

/** The profile photo: JPEG, PNG or WebP up to 5 MB, shown round; initials when there is none. */
export function AvatarPicker() {
  const me = useCurrentUser();
  const applyMe = useApplyMe();
  const input = useRef<HTMLInputElement>(null);
  const onDone = (message: string) => (updated: Me) => {
    applyMe(updated);
    toast.success(message);
  };
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: onDone('Foto de perfil atualizada.'),
    onError: (error) => toast.error(messageOf(error)),
  });
  const remove = useMutation({
    mutationFn: removeAvatar,
    onSuccess: onDone('Foto de perfil removida.'),
    onError: (error) => toast.error(messageOf(error)),
  });
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="flex flex-wrap items-center gap-4">
      <UserAvatar name={me.name} avatarUrl={me.avatarUrl} className="size-16 text-xl" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{me.name}</p>
        <p className="truncate text-sm text-slate-600">{me.email}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-label="Escolher foto de perfil"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (file.size > AVATAR_MAX_BYTES) toast.error('A foto de perfil pode ter no máximo 5 MB.');
            else upload.mutate(file);
          }}
        />
        <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {upload.isPending ? <Spinner /> : <ImageUp aria-hidden="true" />}
          {me.avatarUrl ? 'Trocar foto' : 'Enviar foto'}
        </Button>
        {me.avatarUrl ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => remove.mutate()}>
            <Trash2 aria-hidden="true" />
            Remover foto
          </Button>
        ) : null}
      </div>
    </div>
  );
}
