import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MEAL_SLOTS } from '@/contracts/meals';
import { useCurrentUser } from '@/web/features/auth/use-current-user';
import { getMeal } from '@/web/features/meals/meals-api';
import { queuedPhoto } from '@/web/features/offline/photo-queue';
import { whenFor } from '@/web/features/meals/meal-when';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { DocumentTitle } from '@/web/ui/document-title';
import { PageLoading } from '@/web/ui/spinner';
import { draftFromAnalysis, draftFromMeal } from './meal-draft';
import { MealComposer } from './meal-composer';

/**
 * /dashboard/analyze: describe a meal (or pick from history), review the
 * itemised TACO analysis, fix any item, then save it with its slot and time.
 * With ?editar=<id> the same screen edits a logged meal.
 */
export function AnalyzeScreen() {
  const [params] = useSearchParams();
  const editingId = params.get('editar');
  const queuedId = params.get('foto');
  // The home diary's "+" of a slot (issue 25) and a reminder's tap (decision 0049) open ?refeicao=almoco: the new
  // meal starts in that slot.
  const slotParam = params.get('refeicao');
  const chosenSlot = MEAL_SLOTS.find((slot) => slot === slotParam);
  const me = useCurrentUser();
  // A photo taken offline and analysed since (decision 0030, addendum): its review opens here.
  const queued = useQuery({
    queryKey: queryKeys.queuedPhoto(queuedId ?? ''),
    queryFn: () => queuedPhoto(me.id, queuedId ?? ''),
    enabled: Boolean(queuedId) && !editingId,
    // Read again on each visit: once its meal is saved, going back must not offer it a second time.
    networkMode: 'always',
  });
  const fromQueue = queued.data?.state === 'ready' ? queued.data : null;
  const editing = useQuery({
    queryKey: queryKeys.meal(editingId ?? ''),
    queryFn: () => getMeal(editingId ?? ''),
    enabled: Boolean(editingId),
  });
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={editingId ? 'Editar refeição' : 'Analisar Refeição'} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {editingId ? 'Editar refeição' : 'Análise de Refeições'}
        </h1>
        <p className="mt-1 text-slate-600">
          Escreva o que você comeu do seu jeito — quantidades, medidas caseiras e preparo. Cada número vem da Tabela
          TACO ou, para o que ela não tem, do USDA, e cada item diz de onde vem. Já sabe as calorias? Escreva “lanche de
          300 calorias”.
        </p>
      </div>
      {!editingId && queuedId && !queued.isPending && !fromQueue ? (
        <Alert variant="info">
          Esta foto não está pronta para revisar: ainda espera a conexão, ou a refeição dela já foi registrada. Veja as
          fotos pendentes no topo da tela.
        </Alert>
      ) : null}
      {!editingId && queuedId && queued.isPending ? (
        <PageLoading label="Carregando a foto…" />
      ) : !editingId && fromQueue?.analysis ? (
        <MealComposer
          key={fromQueue.id}
          editingId={null}
          queuedPhotoId={fromQueue.id}
          initial={{
            draft:
              fromQueue.analysis.items.length > 0 || fromQueue.analysis.unmatched.length > 0
                ? draftFromAnalysis(fromQueue.analysis)
                : null,
            // Logged at the time the photo was taken, not when the signal came back.
            when: whenFor(new Date(fromQueue.queuedAt)),
            note: '',
            photoId: fromQueue.analysis.photoId,
            photo: fromQueue.analysis,
          }}
        />
      ) : !editingId ? (
        <MealComposer
          key={`new-${chosenSlot ?? ''}`}
          initial={{ draft: null, when: whenFor(new Date(), chosenSlot), note: '', photoId: null }}
          editingId={null}
        />
      ) : editing.data ? (
        <MealComposer
          key={editing.data.id}
          editingId={editing.data.id}
          initial={{
            draft: draftFromMeal(editing.data),
            when: whenFor(new Date(editing.data.eatenAt), editing.data.slot),
            note: editing.data.note ?? '',
            photoId: editing.data.photoId,
          }}
        />
      ) : editing.isError ? (
        <p role="alert" className="text-red-700">
          {editing.error.message}
        </p>
      ) : (
        <PageLoading label="Carregando a refeição…" />
      )}
    </div>
  );
}
