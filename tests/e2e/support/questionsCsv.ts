// The question bank's CSV file as an organiser saves it from a spreadsheet (UTF-8 with a BOM, Arabic and English, a
// quoted field holding the separator), for the specs that import it in the console.

export const questionsHeader = 'question_ar,question_en,option_a_ar,option_a_en,option_b_ar,option_b_en,option_c_ar,option_c_en,option_d_ar,option_d_en,correct';

/** Question `k` (1 to 20) of `questionsCsv`: its texts, its options' texts in order A to D, and the right one's letter. */
export function csvQuestion(k: number): { ar: string; en: string; options: { ar: string; en: string }[]; correct: 'A' | 'B' | 'C' | 'D' } {
  return {
    ar: `ما جواب السؤال ${k}؟`,
    en: `What answers question ${k}?`,
    options: [
      { ar: `أ${k}`, en: `a${k}` },
      { ar: `ب${k}`, en: `b${k}` },
      { ar: `ج، ${k}`, en: `c, ${k}` },
      { ar: `د${k}`, en: `d${k}` },
    ],
    correct: (['A', 'B', 'C', 'D'] as const)[(k - 1) % 4]!,
  };
}

/** 20 questions, line 1 the header; `faultyLine` gets a correct answer that is not A to D. */
export function questionsCsv(faultyLine?: number): Buffer {
  // The third option holds a comma (Arabic «،» and Latin «,»): quoted, as a spreadsheet writes it.
  const quoted = (text: string) => (text.includes(',') || text.includes('،') ? `"${text}"` : text);
  const rows = Array.from({ length: 20 }, (_, i) => {
    const k = i + 1;
    const q = csvQuestion(k);
    const correct = faultyLine === k + 1 ? 'E' : q.correct;
    return [q.ar, q.en, ...q.options.flatMap((o) => [quoted(o.ar), quoted(o.en)]), correct].join(',');
  });
  return Buffer.from(`\uFEFF${[questionsHeader, ...rows].join('\r\n')}\r\n`, 'utf8');
}
