import { describe, expect, it } from 'vitest';
import { abroadAnalysisCalls, abroadCalls, shortVideoCalls } from '@guanlan/shared';
import { prefilledForm, readForm, readGroups, setCalls, setSaveInput } from './read';

describe('monitoring kind readers', () => {
  it('reads the group/set tree of a kind, with back-fill progress', () => {
    const groups = readGroups([
      {
        groupId: 3,
        groupName: '演示分组',
        sets: [
          {
            setId: 9,
            setName: '境外医院',
            backfill: { status: 'running', progress: 0.5, progressText: null },
          },
          { setName: 'no id' },
        ],
      },
      { groupName: 'no id' },
    ]);
    expect(groups).toEqual([
      {
        groupId: 3,
        groupName: '演示分组',
        sets: [
          {
            setId: 9,
            setName: '境外医院',
            backfill: { status: 'running', progress: 0.5, progressText: null },
          },
        ],
      },
    ]);
  });

  it('reads a stored set as the form and writes it back with the kind’s own fields', () => {
    const form = readForm({
      setId: 9,
      groupId: 3,
      setName: '境外医院',
      ruleMode: 'simple',
      subjectWords: 'hospital',
      searchArea: 'title',
      carriers: ['news'],
      languages: ['en'],
      countries: ['英国'],
      platforms: [],
      translateKeywords: false,
    });
    expect(form).toMatchObject({ setId: 9, searchArea: 'title', languages: ['en'] });
    expect(setSaveInput({ ...form, groupId: 3 }, ['languages', 'countries'])).toEqual({
      setId: 9,
      groupId: 3,
      setName: '境外医院',
      ruleMode: 'simple',
      regionWords: '',
      subjectWords: 'hospital',
      eventWords: '',
      excludeWords: '',
      expression: '',
      searchArea: 'title',
      carriers: ['news'],
      languages: ['en'],
      countries: ['英国'],
    });
  });

  it('finds the set calls of a kind by their SPEC names', () => {
    const abroad = setCalls(abroadCalls, 'Abroad', abroadAnalysisCalls);
    expect(abroad.tree.path).toBe('/api/app/abroad/findAbroad');
    expect(abroad.exportList.path).toBe('/api/app/abroad/exportAbroadArticle');
    expect(setCalls(shortVideoCalls, 'ShortVideo').verifyName.path).toBe(
      '/api/app/shortVideo/verificationShortVideoSetName',
    );
    expect(() => setCalls(shortVideoCalls, 'Nothing')).toThrow('缺少调用 findNothing');
  });

  it('prefills a new set from a 转为专题 link only', () => {
    const form = prefilledForm(
      new URLSearchParams('setName=医院&subjectWords=医院&searchArea=title'),
    );
    expect(form?.rule.subjectWords).toBe('医院');
    expect(form?.searchArea).toBe('title');
    expect(prefilledForm(new URLSearchParams(''))).toBeUndefined();
  });
});
