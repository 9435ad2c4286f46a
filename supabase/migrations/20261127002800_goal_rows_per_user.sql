-- Savings goals and their moves are written straight through the Data API too, and had no ceiling per
-- user (the other such tables got theirs in 20261127002600_rows_per_user). The same trigger function
-- now refuses a 51st goal and a 10,001st move with a message the API returns as 409.

create trigger savings_goal_moves_per_user
  before insert on public.savings_goal_moves
  for each row
  execute function
    private.limit_rows_per_user('10000',
    'Too many savings-goal entries for this account. Please contact support.');

create trigger savings_goals_per_user
  before insert on public.savings_goals
  for each row
  execute function
    private.limit_rows_per_user('50',
    'You can have at most 50 savings goals. Delete one you have reached or no longer need first.');
