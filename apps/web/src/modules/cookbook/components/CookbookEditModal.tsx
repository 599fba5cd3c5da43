import { mealTypeLabel, type WeekFoodList } from '@yuanwu/shared';
import { Checkbox, Divider, Form } from 'antd';
import { useMemo } from 'react';
import { weekdayHeader } from '../../../components/dates';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { daysOfDishes, dishesOfWeek, mealKey, type WeekDishes } from '../cookbook-week';
import { useSaveCookbook, useShareSchools } from '../cookbook.queries';
import { FoodSelect } from './FoodSelect';

interface EditValues {
  dishes: WeekDishes;
  gradeIds: number[];
  shareSchoolIds: number[];
}

interface CookbookEditModalProps {
  open: boolean;
  onClose(): void;
  week: WeekFoodList;
  grades: { gradeId: number; gradeName: string }[];
}

/** 编辑食谱: each served day's meals, saved to this grade and any other chosen, shared if asked. */
export function CookbookEditModal({ open, onClose, week, grades }: CookbookEditModalProps) {
  const save = useSaveCookbook();
  const schools = useShareSchools();
  const known = week.days.flatMap((day) => day.meals.flatMap((meal) => meal.foods));
  const initialValues = useMemo(
    () => ({ dishes: dishesOfWeek(week.days), gradeIds: [week.gradeId], shareSchoolIds: week.sharedSchools.map((school) => school.schoolId) }),
    [week],
  );
  const submit = (values: EditValues) => save.mutateAsync({ weekStart: week.weekStart, gradeIds: values.gradeIds, days: daysOfDishes(values.dishes ?? {}), shareSchoolIds: values.shareSchoolIds ?? [] });

  return (
    <FormModal<EditValues> title={`编辑食谱 · ${week.gradeName}`} open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues} okText="保存" width={760}>
      {week.days.map((day) => (
        <div key={day.date} className="cookbook-edit__day">
          <Divider titlePlacement="start" plain>
            {weekdayHeader(day.date)}
          </Divider>
          {week.mealTypes.map(({ mealType }) => (
            <Form.Item key={mealType} label={mealTypeLabel[mealType]} name={['dishes', mealKey(day.date, mealType)]} labelCol={{ span: 3 }} style={{ marginBottom: 8 }}>
              <FoodSelect known={known} />
            </Form.Item>
          ))}
        </div>
      ))}
      <Divider />
      <Form.Item label="保存到年级" name="gradeIds" rules={[{ required: true, message: '请选择年级' }]} extra="所选年级这一周的食谱将被替换">
        <Checkbox.Group options={grades.map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))} />
      </Form.Item>
      {/* A school without branches has no one to share with. */}
      {schools.data?.length === 0 ? null : (
        <Form.Item label="共享给" name="shareSchoolIds" extra="所选园所在「共享信息」中可以查看这份食谱">
          <QuerySelect<number[]>
            query={schools}
            what="可共享的园所"
            mode="multiple"
            placeholder="不共享"
            options={(schools.data ?? []).map((school) => ({ value: school.schoolId, label: school.schoolName }))}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}
