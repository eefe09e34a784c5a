import {
  meccaNoonOf,
  toCertificate,
  toDrawRecord,
  toPrizeRequest,
  toWin,
  type Candidate,
  type Certificate,
  type DrawRecord,
  type PrizeRequest,
  type Winner,
  type WinnerProfileData,
} from '../../../src/app/api/results';
import type { components } from '../../../src/contract/schema';
import type { CertificateRecord } from '../../../src/machines';

type Wire = components['schemas'];

const names = ['فاطمة الزهراني', 'Omar Al-Ansari', 'نورة الغامدي', 'إبراهيم المالكي', 'Sarah Al-Dosari', 'هند الشهري'];

export const candidates: Candidate[] = names.map((name, i) => ({
  id: i + 1,
  name,
  // Kept as ISO codes, named in the page's language (issue 31 point 12).
  country: i % 2 ? 'EG' : 'SA',
  thumbnail: null,
  gender: i % 3 === 0 || i % 3 === 2 ? 'female' : 'male',
  entry_id: `E-${'7G2KQ9XW4M0B3R8T'.slice(i, i + 10)}`,
}));

export const winners: Winner[] = candidates.slice(0, 4).map((c) => ({ ...c, competition_id: 6, track: 'second', prize: 2000, currency: 'SAR' }));

// Records as the server sends them, read by the app's results reader (dates become instants there).
export const draw: DrawRecord = toDrawRecord({
  competition_id: 7,
  competition_title: 'مسابقة القرآن الكريم الرمضانية ١٤٤٨هـ',
  track: 'second',
  label: 'quran-competition-draw/v1',
  stage: 'published',
  source: { kind: 'operator_secret', commitment: 'c4bbcb1fbec99d65bf59d85c8cb62ee2db963f0fe106f483d9afa73bd4e39a8a' },
  announced_at: '2026-11-09 01:00',
  committed_at: '2026-11-22 01:01',
  entries: ['C-001', 'C-002', 'C-003', 'C-004', 'C-005', 'C-006', 'C-007', 'C-008', 'C-009', 'C-010'],
  list_hash: '191ad047b8bd323765c9ac58648a519caedeb33d40bca006725e78747cbd7b1b',
  winner_count: 3,
  randomness: 'correct horse battery staple',
  randomness_proof: null,
  seed: '175559efb725741feeaa7a801da9a16a35ecb45785045f6cec3f56bb9bda0d34',
  order: ['C-006', 'C-010', 'C-002', 'C-009', 'C-003', 'C-007', 'C-008', 'C-001', 'C-005', 'C-004'],
  drawn_at: '2026-11-22 01:01',
  published_at: '2026-11-22 01:01',
});

export const certificates: Certificate[] = ([
  {
    id: 'QC-1446-4K1PH6AY4FGRPC3Y',
    kind: 'winner',
    holder_name: 'فاطمة الزهراني',
    track: 'second',
    competition_title: 'مسابقة القرآن الكريم الرمضانية ١٤٤٦هـ',
    issued_at: '2025-03-15',
    file_url: '/api/v1/certificates/QC-1446-4K1PH6AY4FGRPC3Y/pdf?lang=ar',
  },
  {
    id: 'QC-1446-9ZT24K7J3JX525AY',
    kind: 'participation',
    holder_name: 'عبدالله الحربي',
    track: 'fourth',
    competition_title: 'مسابقة القرآن الكريم الرمضانية ١٤٤٦هـ',
    issued_at: '2025-03-15',
    file_url: '/api/v1/certificates/QC-1446-9ZT24K7J3JX525AY/pdf?lang=ar',
  },
] satisfies Wire['Certificate'][]).map(toCertificate);

export const certificateRecord: CertificateRecord = {
  fields: {
    id: 'QC-1446-4K1PH6AY4FGRPC3Y',
    kind: 'winner',
    track: 'second',
    holder: { ar: 'فاطمة الزهراني', en: 'Fatimah Al-Zahrani' },
    title: { ar: 'شهادة فوز بالمركز الأول في المسار الثاني', en: 'Certificate of first place, second track' },
    competition: { ar: 'مسابقة القرآن الكريم الرمضانية ١٤٤٦هـ', en: 'Ramadan Quran Competition 1446 AH' },
    issuedAt: '2025-03-15',
  },
  issuedOn: meccaNoonOf('2025-03-15'),
  status: 'valid',
  revokedAt: null,
  signature: 'c2lnbmF0dXJl',
  keyId: 'e40049403a0c7f27',
  pdfUrl: { ar: '/api/v1/certificates/QC-1446-4K1PH6AY4FGRPC3Y/pdf?lang=ar', en: '/api/v1/certificates/QC-1446-4K1PH6AY4FGRPC3Y/pdf?lang=en' },
};

export const winnerProfile: WinnerProfileData = {
  user: {
    id: 4,
    type: 'contestant',
    name: 'فاطمة الزهراني',
    email: 'winner@example.com',
    thumbnail: null,
    gender: 'female',
    second_path_certificates: true,
    path_first_path: null,
    first_paths_audios: [],
  },
  wins: (
    [
      { id: 4, track: 'second', competition_title: 'مسابقة القرآن الكريم الرمضانية ١٤٤٦هـ', prize: 2000, currency: 'SAR', announced_at: '2025-03-16 00:00', prize_due_at: '2025-03-30 00:00' },
      { id: 9, track: 'fifth', competition_title: 'مسابقة القرآن الكريم الرمضانية ١٤٤٥هـ', prize: 1500, currency: 'SAR', announced_at: '2024-03-26 00:00', prize_due_at: '2024-04-09 00:00' },
    ] satisfies Wire['Win'][]
  ).map(toWin),
};

export const prizeRequests: PrizeRequest[] = ([
  {
    id: 1,
    win_id: 4,
    track: 'second',
    prize: 2000,
    currency: 'SAR',
    bank_name: 'Example Bank',
    account_holder: 'Fatimah Saleh Al-Zahrani',
    iban: 'SA0380000000608010167519',
    status: 'approved',
    refusal_reason: null,
    payment_reference: null,
    paid_at: null,
    created_at: '2025-03-17 09:30',
    due_at: '2025-03-30 00:00',
  },
] satisfies Wire['PrizeRequest'][]).map(toPrizeRequest);

/** A winner's requests at finance's other steps: returned with a reason (then sent again), and paid with its reference. */
export const prizeRequestsAtEachStep: PrizeRequest[] = ([
  {
    id: 7,
    win_id: 9,
    track: 'fifth',
    prize: 1500,
    currency: 'SAR',
    bank_name: 'Example Bank',
    account_holder: 'Fatimah Saleh Al-Zahrani',
    iban: 'SA0945000000608010167519',
    status: 'paid',
    refusal_reason: null,
    payment_reference: 'TRF-2024-0042',
    paid_at: '2024-04-02 11:00',
    created_at: '2024-03-27 09:30',
    due_at: '2024-04-09 00:00',
  },
  {
    id: 6,
    win_id: 4,
    track: 'second',
    prize: 2000,
    currency: 'SAR',
    bank_name: 'Example Bank',
    account_holder: 'Abdullah Al-Harbi',
    iban: 'SA0380000000608010167519',
    status: 'returned',
    refusal_reason: 'اسم صاحب الحساب لا يطابق اسم الفائز',
    payment_reference: null,
    paid_at: null,
    created_at: '2025-03-17 09:30',
    due_at: '2025-03-30 00:00',
  },
] satisfies Wire['PrizeRequest'][]).map(toPrizeRequest);
