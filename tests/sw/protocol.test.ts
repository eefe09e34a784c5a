import { describe, expect, it } from 'vitest';
import { isPublicApiPath, isRecordingUpload } from '../../src/sw/protocol';

describe('what the service worker keeps', () => {
  it('keeps the public reads for offline reading', () => {
    for (const path of ['/competitions', '/settings', '/statistics', '/faq', '/archives', '/archives/3/winners', '/certificates', '/certificates/abc', '/draws/1/second', '/competition/winners/second', '/competition/candidates/fifth']) {
      expect(isPublicApiPath(path), path).toBe(true);
    }
  });

  it('never keeps what is someone\'s own: the account, the tracks, the console, uploaded files', () => {
    for (const path of ['/user/profile', '/user/profile/certificates', '/user/winner/certificates', '/operator/contestants', '/competition/first-paths', '/competition/my-tracks', '/competition/second-paths/clips', '/competition/fifth-paths', '/media/audio/x.webm', '/complaints']) {
      expect(isPublicApiPath(path), path).toBe(false);
    }
  });

  it('keeps recordings sent offline for Background Sync, and nothing else', () => {
    expect(isRecordingUpload('POST', '/competition/second-paths/clips')).toBe(true);
    expect(isRecordingUpload('PUT', '/competition/second-paths/clips/12')).toBe(true);
    expect(isRecordingUpload('POST', '/competition/fifth-paths')).toBe(true);
    expect(isRecordingUpload('GET', '/competition/fifth-paths')).toBe(false);
    expect(isRecordingUpload('POST', '/competition/first-paths/answers')).toBe(false);
    expect(isRecordingUpload('PUT', '/competition/first-paths/answers/3')).toBe(false);
  });
});
