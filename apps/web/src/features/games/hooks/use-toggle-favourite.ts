import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@panalo/contract/games';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { addFavourite } from '../api/add-favourite';
import { gameKeys } from '../api/game-keys';
import { favouriteIdsQueryOptions } from '../api/get-favourite-ids';
import { removeFavourite } from '../api/remove-favourite';
import { useMemberGate } from './use-member-gate';

/** One toggle per game per second (spec 001 section 9); shared by every tile showing the game. */
export const FAVOURITE_THROTTLE_MS = 1_000;
const lastToggle = new Map<number, number>();

interface Toggle {
  game: Game;
  adding: boolean;
}

const withId = (add: boolean, id: number) => (ids: number[] | undefined) => {
  const list = ids ?? [];
  if (add) return list.includes(id) ? list : [...list, id];
  return list.filter((entry) => entry !== id);
};

/**
 * The star of a tile: the star changes at once (the favourite-ids query), then the call is sent;
 * a failed call puts the star back and says why (spec 001 section 4).
 */
export function useToggleFavourite(): (game: Game) => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dialog = useGenericDialog();
  const gate = useMemberGate();
  const mutation = useMutation({
    mutationFn: ({ game, adding }: Toggle) => (adding ? addFavourite(game) : removeFavourite(game)),
    onMutate: async ({ game, adding }: Toggle) => {
      await queryClient.cancelQueries({ queryKey: gameKeys.favouriteIds });
      queryClient.setQueryData(gameKeys.favouriteIds, withId(adding, game.nodeId));
    },
    onError: (error, { game, adding }) => {
      queryClient.setQueryData(gameKeys.favouriteIds, withId(!adding, game.nodeId));
      dialog.show({
        icon: 'error',
        title: t(adding ? 'games.favouriteAddFailed' : 'games.favouriteRemoveFailed', { name: game.gameName }),
        message: error.message,
        testId: 'favourite-error',
      });
    },
    // The favourites page keeps an unstarred tile on screen (so it can be starred again) and reloads next time.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.favourites, refetchType: 'none' }),
  });
  const { mutate } = mutation;

  return useCallback(
    (game: Game) => {
      if (!gate()) return;
      const now = Date.now();
      if (now - (lastToggle.get(game.nodeId) ?? Number.NEGATIVE_INFINITY) < FAVOURITE_THROTTLE_MS) return;
      lastToggle.set(game.nodeId, now);
      // The stars on screen are the ids query: it must hold the member's other favourites before one changes.
      void queryClient.ensureQueryData(favouriteIdsQueryOptions()).then(
        (ids) => mutate({ game, adding: !ids.includes(game.nodeId) }),
        (error: Error) => dialog.show({ icon: 'error', title: t('games.favouritesUnavailable'), message: error.message }),
      );
    },
    [gate, queryClient, mutate, dialog, t],
  );
}
