import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { demoForTests } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s curriculum library on %s', (dialect) => {
  const demo = demoForTests(dialect);

  it('has lessons across subjects and grades with their parts, series, a term of taught lessons and statistics', async () => {
    const page = await demo.data('/api/Courseware4/GetSchoolCoursewareV2', { sourceId: '1', pageSize: '100' });
    expect(page.Total).toBeGreaterThanOrEqual(15);
    const subjects = new Set(page.List.map((row: { SubjectName: string }) => row.SubjectName));
    const grades = new Set(page.List.map((row: { GradeName: string }) => row.GradeName));
    expect(subjects.size).toBeGreaterThanOrEqual(7);
    expect(grades.size).toBeGreaterThanOrEqual(4);

    const leaves = page.List.find((row: { CoursewareName: string }) => row.CoursewareName === '秋天的树叶');
    const info = await demo.data('/api/Courseware4/GetCourseInfo4', { coursewareId: String(leaves.CoursewareId) });
    expect(info.Goals.length).toBeGreaterThan(0);
    expect(info.GuideTargets.length).toBeGreaterThan(0);
    expect(info.ActivityPoints.length).toBeGreaterThan(0);
    expect(info.ActivityProcess).not.toBe('');
    expect(info.SeriesName).toBe('中班科学探索');

    expect((await demo.data('/api/Courseware4/GetSeriesCount')).SeriesCount).toBe(4);
    const terms = await demo.data('/api/Lesson/GetTermList');
    expect(terms).toHaveLength(1);
    expect(terms[0].LessonCount).toBeGreaterThan(0);
    const statistics = await demo.data('/api/CourseStatics/GetCourseStatisticsDataList');
    expect(statistics.LessonTotal).toBe(terms[0].LessonCount);
    expect(statistics.Fields.every((field: { CoursewareCount: number }) => field.CoursewareCount > 0)).toBe(true);
    // The children's attendance on the days a lesson was taught.
    const rates = await demo.data('/api/Course/GetStudentAttendRateForCourse', { coursewareId: String(leaves.CoursewareId) });
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.some((row: { PresentCount: number }) => row.PresentCount > 0)).toBe(true);
  });

  it('has lessons with a cover of their own, pictures and a video that open with their bytes', async () => {
    const page = await demo.data('/api/Courseware4/GetSchoolCoursewareV2', { searchKey: '小脚走走走' });
    const walking = page.List[0];
    expect(walking.CoverFileId).toEqual(expect.any(Number));
    const info = await demo.data('/api/Courseware4/GetCourseInfo4', { coursewareId: String(walking.CoursewareId) });
    expect(info.Resources.map((file: { FileType: string }) => file.FileType)).toEqual(['webm', 'jpg']);
    const opened = [];
    for (const fileId of [walking.CoverFileId, ...info.Resources.map((file: { FileId: number }) => file.FileId)] as number[]) {
      const signed = (await demo.data('/javaApi/file/getSignedUrl', { fileId: String(fileId) })).url as string;
      const response = await demo.inject({ method: 'GET', url: signed });
      opened.push([response.statusCode, (await fileTypeFromBuffer(response.rawPayload))?.mime]);
    }
    expect(opened).toEqual([
      [200, 'image/jpeg'],
      [200, 'video/webm'],
      [200, 'image/jpeg'],
    ]);
  });
});
