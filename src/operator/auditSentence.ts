// One audit entry as a sentence in the console's language: who did what to which record, and what it changed. Every
// action the server writes (server/api/operator/*: `audit({ action: … })`) has its own sentence; an action this file
// does not know yet (a newer server) gets a generic sentence listing the fields that changed.
import { isolate } from '../domain/format';
import type { Schemas } from './api';

type Entry = Schemas['AuditEntry'];
type Fields = Record<string, unknown>;
type T = (key: string, values?: Record<string, unknown>) => string;

/** The console's translate function and its Mecca-time formatter (`useConsoleT`). */
export type AuditWords = { t: T; when: (meccaDateTime: string) => string };


const tracks = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
type Track = (typeof tracks)[number];

const text = (fields: Fields | null, key: string): string | null => {
  const value = fields?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};
const number = (fields: Fields | null, key: string): number | null => {
  const value = fields?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
const isTrack = (value: string | undefined): value is Track => tracks.includes(value as Track);

/** A numeric id as a number (the dictionaries show it in the language's digits, ungrouped), any other as written. */
const idOf = (entry: Entry): number | string => (/^\d{1,15}$/.test(entry.subject_id) ? Number(entry.subject_id) : entry.subject_id);

/** The track a subject names: `thirdTrackRequest`, `secondTrackSet`, or a draw's `<competition>/<track>`. */
function trackOf(entry: Entry): Track | null {
  const fromType = /^(first|second|third|fourth|fifth)Track/.exec(entry.subject_type)?.[1];
  if (isTrack(fromType)) return fromType;
  const fromId = entry.subject_id.split('/')[1];
  return isTrack(fromId) ? fromId : null;
}

/** The sentence for an action the console knows, or null when the entry does not carry what its sentence needs. */
function knownSentence(entry: Entry, { t, when }: AuditWords): string | null {
  const { after } = entry;
  const who = isolate(entry.operator_name);
  const id = idOf(entry);
  const trackKey = trackOf(entry);
  const track = trackKey ? t(`draws.track.${trackKey}`) : null;
  const base = { who, id, track };
  const at = (value: string | null) => (value ? when(value) : null);
  switch (entry.action) {
    case 'request.accept': {
      const time = at(text(after, 'appointment_at'));
      const url = text(after, 'meeting_url');
      return track && time && url ? t('audit.sentence.requestAccept', { ...base, when: time, url: isolate(url) }) : null;
    }
    case 'request.attendance': {
      const attendance = text(after, 'attendance');
      return track && (attendance === 'attended' || attendance === 'absent') ? t(`audit.sentence.requestAttendance.${attendance}`, base) : null;
    }
    case 'request.result': {
      const status = text(after, 'status');
      const degree = number(after, 'degree');
      if (!track) return null;
      if (status === 'success' && degree !== null) return t('audit.sentence.requestPassed', { ...base, degree });
      return status === 'failed' ? t('audit.sentence.requestFailed', base) : null;
    }
    case 'request.refuse': {
      const reason = text(after, 'refusal_reason');
      return track && reason ? t('audit.sentence.requestRefuse', { ...base, reason: isolate(reason) }) : null;
    }
    case 'slot.open': {
      const slotTrack = text(after, 'track');
      const time = at(text(after, 'starts_at'));
      const capacity = number(after, 'capacity');
      return isTrack(slotTrack ?? undefined) && time && capacity !== null
        ? t('audit.sentence.slotOpen', { ...base, track: t(`draws.track.${slotTrack}`), when: time, capacity })
        : null;
    }
    case 'slot.close':
      return t('audit.sentence.slotClose', base);
    case 'review.accept':
    case 'review.refuse':
    case 'review.recuse':
    case 'review.decide': {
      const item = entry.subject_type === 'secondTrackSet' ? t('audit.subject.secondTrackSet', { id }) : entry.subject_type === 'fifthTrackAttempt' ? t('audit.subject.fifthTrackAttempt', { id }) : null;
      if (!item) return null;
      const written = text(after, entry.action === 'review.decide' ? 'refusal_reason' : 'reason');
      const reason = written === null ? null : isolate(written);
      if (entry.action === 'review.accept') {
        const total = number(after, 'total');
        return total === null ? null : t('audit.sentence.reviewAccept', { ...base, item, total });
      }
      if (entry.action === 'review.refuse' || entry.action === 'review.recuse') {
        return reason ? t(`audit.sentence.${entry.action === 'review.refuse' ? 'reviewRefuse' : 'reviewRecuse'}`, { ...base, item, reason }) : null;
      }
      const status = text(after, 'status');
      const degree = number(after, 'degree');
      if ((status === 'accepted' || status === 'active') && degree !== null) return t('audit.sentence.reviewDecidedAccepted', { ...base, item, degree });
      if (status === 'refused' || status === 'failed') return t('audit.sentence.reviewDecidedRefused', { ...base, item, reason: reason ?? '—' });
      return null;
    }
    case 'impression.publish':
      return t('audit.sentence.impressionPublish', base);
    case 'impression.unpublish':
      return t('audit.sentence.impressionUnpublish', base);
    case 'inbox.answer': {
      const email = text(after, 'email');
      const answer = text(after, 'answer');
      return email && answer ? t('audit.sentence.inboxAnswer', { ...base, email: isolate(email), answer: isolate(answer) }) : null;
    }
    case 'inbox.close':
      return t('audit.sentence.inboxClose', base);
    case 'export.csv': {
      const kind = text(after, 'kind');
      const rows = number(after, 'rows');
      return kind && ['contestants', 'entries', 'results', 'winners', 'prize_requests'].includes(kind) && rows !== null
        ? t('audit.sentence.exportCsv', { ...base, kind: t(`contestants.export.kind.${kind}`), rows })
        : null;
    }
    case 'inbox.reopen': {
      const status = text(after, 'status');
      return status === 'new' || status === 'answered' ? t(`audit.sentence.inboxReopen.${status}`, base) : null;
    }
    case 'broadcast.create':
      return t('audit.sentence.broadcastCreate', base);
    case 'broadcast.update':
      return t('audit.sentence.broadcastUpdate', base);
    case 'broadcast.send': {
      const size = number(after, 'audience_size');
      return size !== null ? t('audit.sentence.broadcastSend', { ...base, size }) : null;
    }
    case 'broadcast.schedule': {
      const size = number(after, 'audience_size');
      const time = at(text(after, 'send_at'));
      return size !== null && time ? t('audit.sentence.broadcastSchedule', { ...base, size, when: time }) : null;
    }
    case 'broadcast.cancel':
      return t('audit.sentence.broadcastCancel', base);
    case 'draw.commit': {
      const entries = number(after, 'entries');
      return track && entries !== null ? t('audit.sentence.drawCommit', { ...base, entries }) : null;
    }
    case 'draw.run': {
      const winners = after?.['winners'];
      return track && Array.isArray(winners) ? t('audit.sentence.drawRun', { ...base, winners: winners.length }) : null;
    }
    case 'draw.publish': {
      const winners = number(after, 'winners');
      return track && winners !== null ? t('audit.sentence.drawPublish', { ...base, winners }) : null;
    }
    case 'draw.certificates': {
      const issued = number(after, 'issued');
      return track && issued !== null ? t('audit.sentence.drawCertificates', { ...base, issued }) : null;
    }
    case 'competition.create':
    case 'competition.copy': {
      const title = localizedTitle(after);
      const start = at(text(after, 'start_date'));
      const end = at(text(after, 'end_date'));
      if (!title || !start || !end) return null;
      const source = number(entry.before, 'copied_from');
      return entry.action === 'competition.copy' && source !== null
        ? t('audit.sentence.competitionCopy', { ...base, title, start, end, source })
        : t('audit.sentence.competitionCreate', { ...base, title, start, end });
    }
    case 'competition.update': {
      const title = localizedTitle(after);
      return title ? t('audit.sentence.competitionRename', { ...base, title }) : null;
    }
    case 'competition.dates': {
      const start = at(text(after, 'start_date'));
      const end = at(text(after, 'end_date'));
      const reason = text(after, 'reason');
      return start && end && reason ? t('audit.sentence.competitionDates', { ...base, start, end, reason: isolate(reason) }) : null;
    }
    case 'competition.publish':
    case 'competition.start':
    case 'competition.end':
    case 'competition.results':
    case 'competition.archive':
      return t(`audit.sentence.competitionStep.${entry.action.slice('competition.'.length)}`, base);
    case 'question.update':
      return t('audit.sentence.questionUpdate', base);
    case 'competition.track.update': {
      const competition = number(after, 'competition');
      return track && competition !== null ? t('audit.sentence.trackUpdate', { ...base, competition }) : null;
    }
    case 'question.create':
      return t('audit.sentence.questionCreate', base);
    case 'question.delete':
      return t('audit.sentence.questionDelete', base);
    case 'question.reorder':
      return t('audit.sentence.questionReorder', base);
    case 'question.import': {
      const count = number(after, 'question_count');
      const mode = text(after, 'mode');
      return count !== null && (mode === 'append' || mode === 'replace') ? t(`audit.sentence.questionImport.${mode}`, { ...base, count }) : null;
    }
    case 'quiz.settings': {
      const seconds = number(after, 'quiz_time_limit_seconds');
      if (seconds === null) return null;
      const perAttempt = number(after, 'questions_per_attempt');
      const minutes = Math.round((seconds / 60) * 10) / 10;
      return perAttempt === null ? t('audit.sentence.quizSettingsAll', { ...base, minutes }) : t('audit.sentence.quizSettings', { ...base, minutes, perAttempt });
    }
    case 'recitations.update': {
      const count = number(after, 'count');
      return count === null ? null : t('audit.sentence.recitationsUpdate', { ...base, count });
    }
    case 'levels.update': {
      const count = number(after, 'count');
      return track && count !== null ? t('audit.sentence.levelsUpdate', { ...base, count }) : null;
    }
    case 'availability.update': {
      const slotTrack = text(after, 'track');
      const seats = number(after, 'seats');
      const minutes = number(after, 'slot_minutes');
      return isTrack(slotTrack ?? undefined) && seats !== null && minutes !== null
        ? t('audit.sentence.availabilityUpdate', { ...base, track: t(`draws.track.${slotTrack}`), seats, minutes })
        : null;
    }
    case 'operator.setup':
      return t('audit.sentence.operatorSetup', base);
    case 'operator.invitation.accept':
      return t('audit.sentence.operatorInvitationAccept', base);
    case 'operator.invite':
    case 'operator.reinvite':
    case 'operator.disable':
    case 'operator.enable':
    case 'operator.update': {
      const name = text(after, 'name');
      const email = text(after, 'email');
      const role = text(after, 'role');
      if (!name || !email || !role) return null;
      const account = { ...base, name: isolate(name), email: isolate(email), role: t(`role.${role}`) };
      if (entry.action === 'operator.update') {
        const previous = text(entry.before, 'role');
        return previous ? t('audit.sentence.operatorRole', { ...account, previous: t(`role.${previous}`) }) : null;
      }
      return t(`audit.sentence.${{ 'operator.invite': 'operatorInvite', 'operator.reinvite': 'operatorReinvite', 'operator.disable': 'operatorDisable', 'operator.enable': 'operatorEnable' }[entry.action]}`, account);
    }
    case 'site.settings': {
      const changed = Object.keys(after ?? {});
      if (changed.length === 0) return null;
      const fields = changed.map((key) => isolate(t(`site.setting.${key}`))).join(t('audit.listSeparator'));
      return t('audit.sentence.siteSettings', { ...base, fields });
    }
    case 'site.faq.add':
    case 'site.faq.update':
    case 'site.faq.delete':
    case 'site.rule.add':
    case 'site.rule.update':
    case 'site.rule.delete': {
      const [, subject, change] = entry.action.split('.') as [string, 'faq' | 'rule', 'add' | 'update' | 'delete'];
      const shownText = localizedTitle(change === 'delete' ? entry.before : after, subject === 'faq' ? 'question' : 'title');
      if (!shownText) return null;
      const key = `site${subject === 'faq' ? 'Faq' : 'Rule'}${change === 'add' ? 'Add' : change === 'update' ? 'Update' : 'Delete'}`;
      return t(`audit.sentence.${key}`, { ...base, text: shownText });
    }
    case 'site.faq.reorder':
      return t('audit.sentence.siteFaqReorder', base);
    case 'site.rule.reorder':
      return t('audit.sentence.siteRuleReorder', base);
    case 'prizeRequest.approve': {
      const holder = text(after, 'account_holder');
      return holder ? t('audit.sentence.prizeApprove', { ...base, holder: isolate(holder) }) : null;
    }
    case 'prizeRequest.return': {
      const reason = text(after, 'reason');
      return reason ? t('audit.sentence.prizeReturn', { ...base, reason: isolate(reason) }) : null;
    }
    case 'prizeRequest.record_payment':
    case 'prizeRequest.confirm_payment': {
      const reference = text(after, 'payment_reference');
      if (!reference) return null;
      // The bank's reference as the bank wrote it, quoted (its digits stay as written).
      const quoted = `«${isolate(reference)}»`;
      return t(`audit.sentence.${entry.action === 'prizeRequest.record_payment' ? 'prizeRecordPayment' : 'prizeConfirmPayment'}`, { ...base, reference: quoted });
    }
    case 'contestant.anonymise': {
      const pseudonym = text(after, 'pseudonym');
      return pseudonym ? t('audit.sentence.contestantAnonymise', { ...base, pseudonym: isolate(pseudonym) }) : null;
    }
    case 'competition.delete': {
      const title = localizedTitle(entry.before);
      const archive = text(after, 'export');
      return title && archive ? t('audit.sentence.competitionDelete', { ...base, title, archive: `«${isolate(archive)}»` }) : null;
    }
    case 'export.create': {
      // The archive's file name as the server made it, quoted (its digits stay as written).
      const archive = `«${isolate(entry.subject_id)}»`;
      const competition = after?.['competition_id'];
      if (competition === null) return t('audit.sentence.exportSite', { ...base, archive });
      return typeof competition === 'number' ? t('audit.sentence.exportCompetition', { ...base, competition, archive }) : null;
    }
    case 'export.download':
      return t('audit.sentence.exportDownload', { ...base, archive: `«${isolate(entry.subject_id)}»` });
    default:
      return null;
  }
}

/** A text as written in both languages (the record keeps both; a competition's title by default): "Arabic / English", each isolated. */
function localizedTitle(fields: Fields | null, key = 'title'): string | null {
  const title = fields?.[key];
  if (!title || typeof title !== 'object') return null;
  const { ar, en } = title as { ar?: unknown; en?: unknown };
  const parts = [ar, en].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length === 0 ? null : parts.map(isolate).join(' / ');
}

/** A field's value as a person reads it: text as written, numbers and yes/no in the console's words, nothing as a dash. */
function shown(value: unknown, t: T): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'number') return t('audit.number', { value });
  if (typeof value === 'string') return isolate(value);
  return isolate(JSON.stringify(value));
}

/** The fields an entry changed, `field: before → after`, in the order the server wrote them. */
export function auditChanges(entry: Entry, t: T): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => t('audit.change', { field: isolate(key), before: shown(before[key], t), after: shown(after[key], t) }));
}

/** The entry as one sentence; an unknown action (or one missing what its sentence needs) gets the generic sentence. */
export function auditSentence(entry: Entry, words: AuditWords): { sentence: string; changes: string[] } {
  const known = knownSentence(entry, words);
  if (known !== null) return { sentence: known, changes: [] };
  return {
    sentence: words.t('audit.sentence.generic', { who: isolate(entry.operator_name), action: isolate(entry.action), subject: isolate(entry.subject_type), id: idOf(entry) }),
    changes: auditChanges(entry, words.t),
  };
}
