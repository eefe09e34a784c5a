import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageOf } from '../../../src/app/api/results';
import { CandidatesView } from '../../../src/app/features/results/CandidatesPage';
import { WinnersArchiveView } from '../../../src/app/features/results/WinnersArchivePage';
import { WinnersTrackView } from '../../../src/app/features/results/WinnersTrackPage';
import { CertificatesList } from '../../../src/app/features/results/CertificatesList';
import type { ResultsQuery } from '../../../src/machines';
import { StoryRouter, fontLoaders } from '../layout/storyContext';
import { candidates, certificates, winners } from './fixtures';

type Kind = 'candidates' | 'winners' | 'archive' | 'certificates' | 'myCertificates';
type Answer = 'list' | 'empty' | 'never' | 'fails';

function answer<T extends { name: string }>(all: readonly T[], mode: Answer) {
  return async (query: ResultsQuery) => {
    if (mode === 'never') return new Promise<never>(() => {});
    if (mode === 'fails') throw new Error('offline');
    return pageOf(mode === 'empty' ? [] : all, { ...query, perPage: 4 });
  };
}

/** The one results list (search, count, cards, pages) as each results page uses it. */
function ResultsLists({ kind, mode }: { kind: Kind; mode: Answer }) {
  const load = <T extends { name: string }>(all: readonly T[]) => {
    const page = answer(all, mode);
    return async () => (await page({ query: '', page: 1, perPage: 100 })).items;
  };
  return (
    <StoryRouter path="/">
      {kind === 'candidates' ? <CandidatesView track="first" fetchPage={answer(candidates, mode)} /> : null}
      {kind === 'winners' ? <WinnersTrackView track="second" loadAll={load(winners)} /> : null}
      {kind === 'archive' ? <WinnersArchiveView name="مسابقة القرآن الكريم ١٤٤٦هـ" loadAll={load(winners)} /> : null}
      {kind === 'certificates' ? (
        <CertificatesList title="الشهادات" fetchPage={async (q) => (await answer(certificates.map((c) => ({ ...c, name: c.holder_name })), mode)(q))} />
      ) : null}
      {kind === 'myCertificates' ? (
        <CertificatesList
          title="شهاداتي"
          intro="كل شهاداتك، شهادات المشاركة والفوز."
          loadAll={async () => certificates.slice(0, 2).map((c, i) => ({ ...c, is_public: i === 0 }))}
          saveVisibility={async (id, isPublic) => ({ ...certificates.find((c) => c.id === id)!, is_public: isPublic })}
        />
      ) : null}
    </StoryRouter>
  );
}

/** The line under a person's name: their country. */
const countryOf = (heading: HTMLElement) => heading.nextElementSibling as HTMLElement;

const meta = {
  title: 'App/Results/Lists',
  loaders: fontLoaders,
  component: ResultsLists,
  args: { kind: 'candidates', mode: 'list' },
} satisfies Meta<typeof ResultsLists>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A track's candidates: count, names as written, pseudonymous ids, pages; a search narrows them. */
export const Candidates: Story = {
  parameters: { machineStates: ['resultsList.loaded'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('٦ مرشحين')).toBeInTheDocument();
    // The country is kept as a code and named in the page's language: the same contestant reads «المملكة العربية السعودية» here.
    await expect(countryOf(canvas.getByRole('heading', { name: 'فاطمة الزهراني' }))).toHaveTextContent('المملكة العربية السعودية');
    await expect(countryOf(canvas.getByRole('heading', { name: 'Omar Al-Ansari' }))).toHaveTextContent('مصر');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ابحث بالاسم' }), 'نورة');
    await userEvent.click(canvas.getByRole('button', { name: 'بحث' }));
    await expect(await canvas.findByText('مرشح واحد')).toBeInTheDocument();
  },
};
export const CandidatesEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The same contestant as in Arabic, named "Saudi Arabia" in an English page.
    await expect(countryOf(await canvas.findByRole('heading', { name: 'فاطمة الزهراني' }))).toHaveTextContent(/^Saudi Arabia$/);
    await expect(countryOf(canvas.getByRole('heading', { name: 'Omar Al-Ansari' }))).toHaveTextContent(/^Egypt$/);
  },
};
export const CandidatesLoading: Story = { args: { mode: 'never' }, parameters: { machineStates: ['resultsList.loading'] } };
export const CandidatesEmpty: Story = {
  args: { mode: 'empty' },
  parameters: { machineStates: ['resultsList.empty'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا يوجد مرشحون في هذا المسار بعد')).toBeInTheDocument();
  },
};
export const CandidatesFailed: Story = {
  args: { mode: 'fails' },
  parameters: { machineStates: ['resultsList.failed'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  },
};
export const CandidatesFailedEnglish: Story = { args: { mode: 'fails' }, globals: { locale: 'en' } };

/** A track's winners with their prizes in SAR and a link to the draw. */
export const WinnersOfATrack: Story = { args: { kind: 'winners' } };
export const WinnersOfATrackEnglish: Story = { args: { kind: 'winners' }, globals: { locale: 'en' } };
export const WinnersNotDrawnYet: Story = { args: { kind: 'winners', mode: 'empty' } };
export const WinnersOfAnArchive: Story = { args: { kind: 'archive' } };
export const WinnersOfAnArchiveEnglish: Story = { args: { kind: 'archive' }, globals: { locale: 'en' } };

/** My certificates (/certificates): a winner's winner and participation certificates in one list, each with its switch. */
export const MyCertificates: Story = {
  args: { kind: 'myCertificates' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('شهادة فوز')).toBeInTheDocument();
    await expect(canvas.getByText('شهادة مشاركة')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'أخفِها من القائمة العامة' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'أظهِرها في القائمة العامة' })).toBeInTheDocument();
  },
};
export const MyCertificatesEnglish: Story = { args: { kind: 'myCertificates' }, globals: { locale: 'en' } };
/** Certificates: each with its PDFs in both languages and its verification page; none says "No certificates". */
export const Certificates: Story = { args: { kind: 'certificates' } };
export const CertificatesEnglish: Story = { args: { kind: 'certificates' }, globals: { locale: 'en' } };
export const NoCertificates: Story = {
  args: { kind: 'certificates', mode: 'empty' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No certificates')).toBeInTheDocument();
  },
};
