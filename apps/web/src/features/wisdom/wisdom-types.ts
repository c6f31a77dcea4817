import { WISDOM_CATEGORIES } from '@guanlan/shared';
import type { CaseSnapshot } from '@guanlan/shared';

export type { CaseSnapshot };

export const CATEGORY_OPTIONS = WISDOM_CATEGORIES.map((c) => ({ value: c, label: c }));
export type WisdomCategory = (typeof WISDOM_CATEGORIES)[number];

export interface CaseItem {
  caseId: number;
  title: string;
  category: string;
  tags: string[];
  eventName: string;
  period: string;
  total: number;
  peak: { time: string; count: number } | null;
  responseHours: number | null;
  reviewExcerpt: string;
  updatedAt: string;
}

export interface CaseDetail {
  caseId: number;
  eventId: number | null;
  title: string;
  category: WisdomCategory;
  tags: string[];
  review: string;
  lessons: string;
  snapshot: CaseSnapshot;
  createdAt: string;
  updatedAt: string;
}

/** Reads a picked file as base64 (without the data: prefix). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve((typeof reader.result === 'string' ? reader.result : '').replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('文件读取失败'));
    reader.readAsDataURL(file);
  });
}

/** 3.5 小时 or — when there was no official response. */
export function responseText(hours: number | null): string {
  return hours === null ? '无官方回应记录' : `${hours} 小时`;
}
