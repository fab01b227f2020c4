/**
 * The brand pages' figures, drawn as inline SVG on the server (no image requests, no script):
 * the 28-day skin cycle (our story), how the epigenetic shield works (epigenetics) and the
 * sustainability facts. Each drawing is an `img` with a translated title and description; the
 * steps it numbers are written out beside it as an ordered list, so nothing is only in the picture.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type DiagramPage = 'about' | 'epigenetics' | 'sustainability';

const TAU = Math.PI * 2;
const point = (r: number, turn: number, cx = 160, cy = 160) =>
  `${(cx + r * Math.sin(turn * TAU)).toFixed(1)} ${(cy - r * Math.cos(turn * TAU)).toFixed(1)}`;

/** One quarter of the ring, with a small gap between quarters. */
function quarterArc(index: number, r: number): string {
  const start = index / 4 + 0.012;
  const end = (index + 1) / 4 - 0.012;
  return `M${point(r, start)} A${r} ${r} 0 0 1 ${point(r, end)}`;
}

function SkinCycle() {
  const { t } = useTranslation('content');
  const id = useId();
  const steps = [1, 2, 3, 4] as const;
  return (
    <figure className="brand-figure container" data-diagram="skin-cycle">
      <svg
        viewBox="0 0 320 320"
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        className="brand-figure-art"
      >
        <title id={`${id}-t`}>{t('diagrams.cycle.title')}</title>
        <desc id={`${id}-d`}>{t('diagrams.cycle.desc')}</desc>
        <circle cx="160" cy="160" r="150" fill="var(--ivory)" />
        <circle cx="160" cy="160" r="96" fill="none" stroke="var(--rule)" strokeDasharray="2 6" />
        {steps.map((step, i) => (
          <path
            key={step}
            d={quarterArc(i, 122)}
            fill="none"
            stroke="var(--gold)"
            strokeOpacity={0.35 + i * 0.2}
            strokeWidth="18"
            strokeLinecap="round"
          />
        ))}
        {steps.map((step, i) => {
          const [x, y] = point(122, (i + 0.5) / 4).split(' ');
          return (
            <g key={step}>
              <circle cx={x} cy={y} r="15" fill="var(--ink)" />
              <text x={x} y={y} dy="0.35em" textAnchor="middle" className="brand-figure-number">
                {step}
              </text>
            </g>
          );
        })}
        {/* Cells rising and flattening from the centre outwards. */}
        {[0, 1, 2, 3].map((row) => (
          <ellipse
            key={row}
            cx="160"
            cy={196 - row * 24}
            rx={18 + row * 9}
            ry={12 - row * 2.5}
            fill="var(--sand-deep)"
            stroke="var(--gold)"
            strokeOpacity="0.6"
          />
        ))}
        <text x="160" y="118" textAnchor="middle" className="brand-figure-big">
          28
        </text>
      </svg>
      <figcaption>
        <h2>{t('diagrams.cycle.title')}</h2>
        <ol className="brand-figure-steps">
          {steps.map((step) => (
            <li key={step}>{t(`diagrams.cycle.step${step}`)}</li>
          ))}
        </ol>
        <p>{t('diagrams.cycle.caption')}</p>
      </figcaption>
    </figure>
  );
}

function EpigeneticShield() {
  const { t } = useTranslation('content');
  const id = useId();
  const helix = (offset: number) =>
    Array.from({ length: 33 }, (_, i) => {
      const x = 30 + i * 8.75;
      return `${i ? 'L' : 'M'}${x.toFixed(1)} ${(262 + 14 * Math.sin(i / 3 + offset)).toFixed(1)}`;
    }).join(' ');
  return (
    <figure className="brand-figure container" data-diagram="epigenetic-shield">
      <svg
        viewBox="0 0 340 320"
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        className="brand-figure-art"
      >
        <title id={`${id}-t`}>{t('diagrams.shield.title')}</title>
        <desc id={`${id}-d`}>{t('diagrams.shield.desc')}</desc>
        {/* Skin layers. */}
        <rect x="10" y="150" width="320" height="40" fill="var(--sand)" />
        <rect x="10" y="190" width="320" height="50" fill="var(--sand-deep)" />
        <rect x="10" y="240" width="320" height="70" fill="var(--gold-tint)" />
        {/* Stressors coming in and bending off the shield. */}
        {[60, 150, 240].map((x) => (
          <path
            key={x}
            d={`M${x} 20 L${x + 30} 110 L${x + 70} 60`}
            fill="none"
            stroke="var(--error)"
            strokeWidth="2.5"
            strokeDasharray="6 5"
            markerEnd={`url(#${id}-arrow)`}
          />
        ))}
        <defs>
          <marker
            id={`${id}-arrow`}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10 Z" fill="var(--error)" />
          </marker>
        </defs>
        {/* The shield over the surface. */}
        <path
          d="M10 150 Q170 70 330 150"
          fill="var(--ink)"
          fillOpacity="0.08"
          stroke="var(--gold)"
          strokeWidth="6"
        />
        {/* DNA with its switches. */}
        <path d={helix(0)} fill="none" stroke="var(--blue)" strokeWidth="2.5" />
        <path d={helix(Math.PI)} fill="none" stroke="var(--gold)" strokeWidth="2.5" />
        {[70, 140, 210, 280].map((x, i) => (
          <circle key={x} cx={x} cy={262} r="5" fill={i % 2 ? 'var(--success)' : 'var(--ink)'} />
        ))}
        {[
          [28, 28],
          [170, 96],
          [310, 272],
        ].map(([x, y], i) => (
          <g key={i}>
            <circle cx={x} cy={y} r="14" fill="var(--ink)" />
            <text x={x} y={y} dy="0.35em" textAnchor="middle" className="brand-figure-number">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <h2>{t('diagrams.shield.title')}</h2>
        <ol className="brand-figure-steps">
          {([1, 2, 3] as const).map((step) => (
            <li key={step}>{t(`diagrams.shield.step${step}`)}</li>
          ))}
        </ol>
        <p>{t('diagrams.shield.caption')}</p>
      </figcaption>
    </figure>
  );
}

/** Small line icons for the facts: glass bottle, box, bead, map pin. */
const FACT_ICONS = [
  'M18 6h12v6l4 6v22a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4V18l4-6z M14 24h20',
  'M8 16l16-8 16 8v20l-16 8-16-8z M8 16l16 8 16-8 M24 24v20',
  'M24 8a16 16 0 1 1 0 32a16 16 0 1 1 0-32z M18 20a4 4 0 1 0 0.1 0 M30 28a3 3 0 1 0 0.1 0',
  'M24 44s-14-13-14-24a14 14 0 0 1 28 0c0 11-14 24-14 24z M24 14a6 6 0 1 1 0 12a6 6 0 1 1 0-12z',
];

function SustainabilityFacts() {
  const { t } = useTranslation('content');
  const facts = [1, 2, 3, 4] as const;
  return (
    <section className="brand-facts container" aria-labelledby="brand-facts-title">
      <h2 id="brand-facts-title">{t('diagrams.facts.title')}</h2>
      <ul>
        {facts.map((fact, i) => (
          <li key={fact}>
            <svg viewBox="0 0 48 48" aria-hidden="true" className="brand-fact-icon">
              <path
                d={FACT_ICONS[i]}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            <strong>{t(`diagrams.facts.fact${fact}`)}</strong>
            <span>{t(`diagrams.facts.fact${fact}Text`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The figure of a brand page, or nothing for other pages. */
export function BrandDiagram({ page }: { page: string }) {
  if (page === 'about') return <SkinCycle />;
  if (page === 'epigenetics') return <EpigeneticShield />;
  if (page === 'sustainability') return <SustainabilityFacts />;
  return null;
}
