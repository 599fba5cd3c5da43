import { AddCourseThemeInput } from '@yuanwu/shared';
import { textLimit } from '../../../components/form-rules';
import { shelfOfTheme, ShelfPage } from '../components/ShelfPage';
import { themeListSource, useThemeWrites } from '../courseware.queries';

const source = {
  queryKey: themeListSource.queryKey,
  fetchPage: async (input: Parameters<typeof themeListSource.fetchPage>[0]) => {
    const page = await themeListSource.fetchPage(input);
    return { list: page.list.map(shelfOfTheme), total: page.total };
  },
};

/** 课程主题: the themes lessons are filed under; deleted ones can be resumed. */
export default function CourseThemePage() {
  const writes = useThemeWrites();
  return (
    <ShelfPage
      what="课程主题"
      source={source}
      save={{ mutateAsync: ({ id, name, gradeId, description }) => writes.save.mutateAsync({ themeId: id, themeName: name, gradeId: gradeId ?? null, description: description ?? '' }) }}
      remove={writes.remove}
      resume={writes.resume}
      nameMax={textLimit(AddCourseThemeInput.shape.themeName)}
      descriptionMax={textLimit(AddCourseThemeInput.shape.description)}
    />
  );
}
