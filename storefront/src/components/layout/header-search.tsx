/**
 * The search of the header: a disclosure button that opens a search field with results while
 * typing (WAI-ARIA combobox with a grouped listbox: products, articles, routines). Arrow keys move
 * through the suggestions, Enter opens the chosen one or, without a choice, the results page;
 * Escape closes. Without JavaScript the form still opens the results page (GET).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../lib/locale-context.tsx';
import { href, type RouteName } from '../../lib/routes.ts';
import { minSearchLength, suggestionLimit, useSearchQuery } from '../../lib/search-api.ts';
import { SearchIcon } from '../icons.tsx';
import './header-search.css';

const debounceMs = 250;

interface Suggestion {
  readonly id: string;
  readonly label: string;
  readonly url: string;
}

export function HeaderSearch() {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const navigate = useNavigate();
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [sent, setSent] = useState('');
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSent(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const skip = sent.length < minSearchLength;
  const { data, isFetching } = useSearchQuery(
    { q: sent, locale, limit: suggestionLimit },
    { skip },
  );
  const answer = skip ? undefined : data;

  const link = (route: RouteName, slug: string) => href(route, locale, { slug });
  const groups: { key: 'products' | 'articles' | 'routines'; items: Suggestion[] }[] = answer
    ? [
        {
          key: 'products' as const,
          items: answer.products.map((p) => ({
            id: `p-${p.id}`,
            label: p.name,
            url: link('product', p.slug),
          })),
        },
        {
          key: 'articles' as const,
          items: answer.articles.map((a) => ({
            id: `a-${a.id}`,
            label: a.title,
            url: link('magazineArticle', a.slug),
          })),
        },
        {
          key: 'routines' as const,
          items: answer.routines.map((r) => ({
            id: `r-${r.id}`,
            label: r.title,
            url: link('routine', r.slug),
          })),
        },
      ].filter((group) => group.items.length > 0)
    : [];
  const flat = groups.flatMap((group) => group.items);
  const expanded = listOpen && !skip && answer !== undefined;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const resultsUrl = (query: string) =>
    href('search', locale, {}, `q=${encodeURIComponent(query)}`);
  const go = (url: string) => {
    setListOpen(false);
    setOpen(false);
    setText('');
    setSent('');
    setActive(-1);
    void navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && flat.length > 0) {
      event.preventDefault();
      setListOpen(true);
      setActive((index) => (index + 1) % flat.length);
    } else if (event.key === 'ArrowUp' && flat.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? flat.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape: keep what was typed, close the list first.
      event.preventDefault();
      if (expanded) setListOpen(false);
      else setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && flat[active]) {
      event.preventDefault();
      go(flat[active].url);
    }
  };

  let index = -1;
  return (
    <div className="header-search" data-testid="header-search">
      <button
        type="button"
        className="icon-button header-search-toggle"
        aria-expanded={open}
        aria-controls={`${baseId}-panel`}
        aria-label={open ? t('close') : t('open')}
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon />
      </button>
      <div id={`${baseId}-panel`} className="header-search-panel" hidden={!open}>
        <form
          role="search"
          className="header-search-form container"
          action={href('search', locale)}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) go(resultsUrl(text.trim()));
          }}
        >
          <label htmlFor={`${baseId}-input`} className="sr-only">
            {t('label')}
          </label>
          <input
            ref={inputRef}
            id={`${baseId}-input`}
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${baseId}-listbox`}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            placeholder={t('placeholder')}
            autoComplete="off"
            maxLength={200}
            value={text}
            data-testid="header-search-input"
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="button header-search-submit">
            {t('submit')}
          </button>
          <p className="sr-only" role="status">
            {expanded && answer && !isFetching
              ? answer.total === 0
                ? t('noneWhileTyping')
                : t('count', { count: answer.total })
              : ''}
          </p>
          <div className="header-search-results" hidden={!expanded}>
            <div id={`${baseId}-listbox`} role="listbox" aria-label={t('suggestions')}>
              {groups.map((group) => (
                <div
                  key={group.key}
                  role="group"
                  aria-label={t(`groups.${group.key}`)}
                  className="header-search-group"
                >
                  <p className="header-search-group-title" aria-hidden="true">
                    {t(`groups.${group.key}`)}
                  </p>
                  {group.items.map((item) => {
                    index += 1;
                    const position = index;
                    return (
                      <div
                        key={item.id}
                        id={optionId(position)}
                        role="option"
                        aria-selected={position === active}
                        className="header-search-option"
                        data-testid="header-search-option"
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => go(item.url)}
                      >
                        {item.label}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
            {answer ? (
              <a
                className="header-search-all"
                href={resultsUrl(sent)}
                onClick={(event) => {
                  event.preventDefault();
                  go(resultsUrl(sent));
                }}
              >
                {t('all', { query: sent })}
              </a>
            ) : null}
          </div>
        </form>
      </div>
    </div>
  );
}
