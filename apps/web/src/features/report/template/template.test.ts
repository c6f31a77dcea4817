import { describe, expect, it } from 'vitest';
import type { BriefingTemplate } from '@guanlan/shared';
import {
  addSection,
  draftError,
  draftOf,
  moveSection,
  moveSectionTo,
  NEW_TEMPLATE,
  removeSection,
  saveInput,
  templateTypeLabel,
  unusedSections,
} from './template';

describe('moving sections', () => {
  const order = ['overview', 'trend', 'negatives'] as const;

  it('moves a section one place up or down', () => {
    expect(moveSection(order, 1, -1)).toEqual(['trend', 'overview', 'negatives']);
    expect(moveSection(order, 1, 1)).toEqual(['overview', 'negatives', 'trend']);
  });

  it('leaves the order alone for a move past either end', () => {
    expect(moveSection(order, 0, -1)).toEqual([...order]);
    expect(moveSection(order, 2, 1)).toEqual([...order]);
  });

  it('never changes the list it was given', () => {
    const list = [...order];
    moveSection(list, 0, 1);
    expect(list).toEqual([...order]);
  });

  it('drags a section to any position', () => {
    expect(moveSectionTo(order, 0, 2)).toEqual(['trend', 'negatives', 'overview']);
    expect(moveSectionTo(order, 2, 0)).toEqual(['negatives', 'overview', 'trend']);
    expect(moveSectionTo(order, 0, 5)).toEqual([...order]);
  });

  it('removes and adds sections without repeats', () => {
    expect(removeSection(order, 1)).toEqual(['overview', 'negatives']);
    expect(addSection(['overview'], 'media')).toEqual(['overview', 'media']);
    expect(addSection(['overview'], 'overview')).toEqual(['overview']);
  });

  it('offers the unused sections in the product order with Chinese labels', () => {
    const all = unusedSections([]);
    expect(all).toHaveLength(11);
    const left = unusedSections(['overview', 'sentiment', 'trend', 'carrier', 'region']);
    expect(left[0]).toEqual({ value: 'hotWords', label: '热词分析' });
    expect(left.map((o) => o.value)).not.toContain('trend');
  });
});

describe('template form', () => {
  const template: BriefingTemplate = {
    templateId: 3,
    templateName: '领导专报',
    templateType: 2,
    sections: ['overview', 'negatives'],
    headerText: '舆情专报',
    footerText: '',
    builtIn: false,
    updatedAt: '2025-11-24 10:00:00',
  };

  it('names the editions', () => {
    expect(templateTypeLabel(1)).toBe('通用版');
    expect(templateTypeLabel(2)).toBe('媒体版');
  });

  it('asks for a name and at least one section', () => {
    expect(draftError(NEW_TEMPLATE)).toBe('请输入模板名称');
    expect(draftError({ ...NEW_TEMPLATE, templateName: '日报', sections: [] })).toBe(
      '请至少选择一个板块',
    );
    expect(draftError({ ...NEW_TEMPLATE, templateName: '日报' })).toBeUndefined();
  });

  it('saves an edited template with its id and trimmed texts', () => {
    const draft = { ...draftOf(template), templateName: ' 领导专报 ', headerText: ' 密 ' };
    expect(saveInput(draft, 3)).toEqual({
      templateId: 3,
      templateName: '领导专报',
      templateType: 2,
      sections: ['overview', 'negatives'],
      headerText: '密',
      footerText: '',
    });
    expect(saveInput(NEW_TEMPLATE)).not.toHaveProperty('templateId');
  });
});
