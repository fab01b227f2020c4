/**
 * "Save to my routines" on a routine article: a toggle for signed-in customers (the state follows
 * the account's saved routines), and for everyone else a link to sign in that comes back here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RouteLink } from '../../../components/route-link.tsx';
import type { PostDetail } from '../../../lib/api-types.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loginHref } from '../../../lib/redirects.ts';
import {
  useListAccountRoutinesQuery,
  useSaveRoutineMutation,
  useUnsaveRoutineMutation,
} from '../../../lib/routines-api.ts';
import { useHasSignIn } from '../../../lib/use-shop-session.ts';

export function SaveRoutineToggle({ post }: { post: PostDetail }) {
  const { t } = useTranslation('routines');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const signedIn = useHasSignIn();
  const { data } = useListAccountRoutinesQuery(locale, { skip: !signedIn });
  const [save, saving] = useSaveRoutineMutation();
  const [unsave, unsaving] = useUnsaveRoutineMutation();
  const [failed, setFailed] = useState(false);
  if (!signedIn) {
    return (
      <p className="routine-save" data-testid="routine-save-sign-in">
        <Link to={loginHref(locale, `${pathname}${search}`)} className="text-link">
          {t('save.signIn')}
        </Link>
      </p>
    );
  }
  const saved =
    data?.saved.some((routine) => routine.post.translationKey === post.translationKey) ?? false;
  const busy = !data || saving.isLoading || unsaving.isLoading;
  const toggle = async () => {
    const result = saved ? await unsave(post.slug) : await save(post.slug);
    setFailed(Boolean(result.error));
  };
  return (
    <div className="routine-save">
      <button
        type="button"
        className={saved ? 'button button-secondary' : 'button button-primary'}
        aria-pressed={saved}
        onClick={() => void toggle()}
        disabled={busy}
        data-testid="routine-save"
        data-saved={saved}
      >
        {saving.isLoading || unsaving.isLoading
          ? t('save.busy')
          : saved
            ? t('save.saved')
            : t('save.save')}
      </button>
      {saved ? (
        <RouteLink to="accountRoutines" className="text-link">
          {t('save.view')}
        </RouteLink>
      ) : null}
      {failed ? (
        <p className="field-error" role="alert">
          {t('save.failed')}
        </p>
      ) : null}
    </div>
  );
}
