import { PlusOutlined } from '@ant-design/icons';
import { guideTargetTitle, PLAN_PERIODS, planDayLabel, planPeriodLabel, type PlanActivity, type WeekPlan } from '@yuanwu/shared';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';

export interface WeekGridProps {
  plan: WeekPlan;
  /** Set when the plan may be edited: adding in a cell, opening an activity, dragging it to another cell. */
  editing?: {
    onAdd(dayOfWeek: number, period: number): void;
    onOpen(activity: PlanActivity): void;
    onMove(activityId: number, dayOfWeek: number, period: number): void;
  };
}

const DRAGGED = 'application/x-activity-id';

/** The week as schools print it: the days as columns, the periods as rows, each cell its activities. */
export function WeekGrid({ plan, editing }: WeekGridProps) {
  const [over, setOver] = useState<string | null>(null);
  return (
    <table className="week-grid" aria-label="周计划表">
      <thead>
        <tr>
          <th className="week-grid__corner">时段</th>
          {plan.days.map((day) => (
            <th key={day.dayOfWeek} scope="col">
              {planDayLabel[day.dayOfWeek]} <span className="week-grid__date">{day.date.slice(5)}</span>
              {day.closedReason && <Tag color="orange" className="week-grid__holiday">{day.closedReason}</Tag>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {PLAN_PERIODS.map((period) => (
          <tr key={period}>
            <th scope="row">{planPeriodLabel[period]}</th>
            {plan.days.map((day) => {
              const key = `${day.dayOfWeek}-${period}`;
              const activities = plan.activityList.filter((activity) => activity.dayOfWeek === day.dayOfWeek && activity.period === period);
              return (
                <td
                  key={key}
                  data-cell={key}
                  aria-label={`${planDayLabel[day.dayOfWeek]}${planPeriodLabel[period]}`}
                  className={over === key ? 'week-grid__cell week-grid__cell--over' : 'week-grid__cell'}
                  onDragOver={editing ? (event) => (event.preventDefault(), setOver(key)) : undefined}
                  onDragLeave={editing ? () => setOver(null) : undefined}
                  onDrop={
                    editing
                      ? (event) => {
                          event.preventDefault();
                          setOver(null);
                          const activityId = Number(event.dataTransfer.getData(DRAGGED));
                          const moved = plan.activityList.find((activity) => activity.activityId === activityId);
                          if (moved && (moved.dayOfWeek !== day.dayOfWeek || moved.period !== period)) editing.onMove(activityId, day.dayOfWeek, period);
                        }
                      : undefined
                  }
                >
                  {activities.map((activity) => (
                    <div
                      key={activity.activityId}
                      className="week-grid__activity"
                      draggable={Boolean(editing)}
                      onDragStart={(event) => event.dataTransfer.setData(DRAGGED, String(activity.activityId))}
                      onClick={editing ? () => editing.onOpen(activity) : undefined}
                      role={editing ? 'button' : undefined}
                      tabIndex={editing ? 0 : undefined}
                      onKeyDown={editing ? (event) => event.key === 'Enter' && editing.onOpen(activity) : undefined}
                    >
                      {activity.activityTypeName && <span className="week-grid__type">{activity.activityTypeName}</span>}
                      <span className="week-grid__name">{activity.activityName}</span>
                      {activity.content && <span className="week-grid__content">{activity.content}</span>}
                      {activity.guideTargetIds.length > 0 && (
                        <Tooltip title={<span className="week-grid__target-list">{activity.guideTargetIds.map(guideTargetTitle).join('\n')}</span>}>
                          <span className="week-grid__targets">指南目标 {activity.guideTargetIds.length} 项</span>
                        </Tooltip>
                      )}
                    </div>
                  ))}
                  {editing && (
                    <Button type="text" size="small" icon={<PlusOutlined />} className="week-grid__add" aria-label={`在${planDayLabel[day.dayOfWeek]}${planPeriodLabel[period]}添加活动`} onClick={() => editing.onAdd(day.dayOfWeek, period)} />
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
