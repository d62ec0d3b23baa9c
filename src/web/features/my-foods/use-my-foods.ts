import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/web/lib/query-keys';
import { deleteMyFood, listMyFoods, saveMealAsRecipe } from './my-foods-api';

export function useMyFoods() {
  return useQuery({ queryKey: queryKeys.myFoods, queryFn: listMyFoods });
}

/** After any change: the list, and every food search (own foods are searched first). */
export function useInvalidateMyFoods() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.myFoods }),
      client.invalidateQueries({ queryKey: queryKeys.foods }),
    ]);
}

export function useDeleteMyFood() {
  const invalidate = useInvalidateMyFoods();
  return useMutation({ mutationFn: deleteMyFood, onSuccess: invalidate });
}

export function useSaveMealAsRecipe() {
  const invalidate = useInvalidateMyFoods();
  return useMutation({ mutationFn: saveMealAsRecipe, onSuccess: invalidate });
}
