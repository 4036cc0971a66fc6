CREATE TABLE "chat_quiz_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"question_ru" text NOT NULL,
	"question_en" text NOT NULL,
	"answers" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_quiz_questions_answers_list" CHECK (jsonb_typeof("chat_quiz_questions"."answers") = 'array')
);
--> statement-breakpoint
CREATE TABLE "ledger_check_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"actor_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"accounts" integer NOT NULL,
	"transfers" bigint NOT NULL,
	"mismatch_count" integer NOT NULL,
	"mismatches" jsonb NOT NULL,
	CONSTRAINT "ledger_check_runs_trigger_known" CHECK ("ledger_check_runs"."trigger" IN ('manual', 'periodic'))
);
--> statement-breakpoint
ALTER TABLE "chat_ban_reasons" ADD COLUMN "text_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_ban_reasons" ADD COLUMN "text_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "disabled_by" integer;--> statement-breakpoint
ALTER TABLE "bonus_periods" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_check_runs" ADD CONSTRAINT "ledger_check_runs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_check_runs_trigger_idx" ON "ledger_check_runs" USING btree ("trigger","id");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_kind_created_idx" ON "transfers" USING btree ("kind","created_at");--> statement-breakpoint
-- Content console (issue 27): the chat's mute reasons carry their texts, and the chat quiz's questions
-- move from seed/chat-quiz.json to chat_quiz_questions. Both are seeded here once with what the site
-- shipped with; from now on admins keep them in the console (docs/community/chat.md).
INSERT INTO "chat_ban_reasons" ("name", "text_ru", "text_en") VALUES
  ('chat_rules.nickname_ads', 'Названия других сайтов и ссылки в нике', 'Other sites'' names or links in the nickname'),
  ('chat_rules.channel_promotion', 'Реклама каналов', 'Channel promotion'),
  ('chat_rules.insults', 'Оскорбления', 'Insults'),
  ('chat_rules.begging', 'Попрошайничество', 'Begging'),
  ('chat_rules.links', 'Ссылки, ID и промокоды', 'Links, IDs and promo codes'),
  ('chat_rules.flood', 'Флуд: один символ или одно слово', 'Flood: one character or one word'),
  ('chat_rules.caps', 'Сообщения капсом', 'All-caps messages'),
  ('chat_rules.disrespect', 'Неуважение к участникам', 'Disrespect towards other players')
ON CONFLICT ("name") DO UPDATE SET "text_ru" = excluded."text_ru", "text_en" = excluded."text_en"
  WHERE "chat_ban_reasons"."text_ru" = '';
--> statement-breakpoint
INSERT INTO "chat_quiz_questions" ("id", "question_ru", "question_en", "answers") VALUES
  ('cs-team-size', 'Сколько игроков в одной команде в соревновательном матче CS2?', 'How many players are on one team in a competitive CS2 match?', '["5", "five", "пять"]'::jsonb),
  ('cs-ak-price', 'Какая винтовка террористов в CS2 стоит $2700?', 'Which terrorist rifle costs $2700 in CS2?', '["ak-47", "ak47", "ak 47", "ak", "ак-47", "ак47", "ак 47", "ак", "калаш", "калашников"]'::jsonb),
  ('cs-awp', 'Какая снайперская винтовка в CS2 стоит $4750 и убивает одним попаданием в тело?', 'Which CS2 sniper rifle costs $4750 and kills with one body shot?', '["awp", "авп", "слон"]'::jsonb),
  ('cs-flash', 'Какая граната ослепляет тех, кто на неё смотрит?', 'Which grenade blinds the players who look at it?', '["flashbang", "flash", "flash grenade", "флешка", "флеш", "флэшка", "флэш", "световая", "световая граната", "слеповая"]'::jsonb),
  ('cs-dust2', 'На какой классической карте CS есть Long A, Catwalk и Mid Doors?', 'Which classic CS map has Long A, Catwalk and Mid Doors?', '["dust2", "dust 2", "dust ii", "de_dust2", "dust", "даст", "даст2", "даст 2", "дасте", "пыль"]'::jsonb),
  ('cs-mr12', 'Сколько раундов нужно выиграть команде, чтобы победить в матче Premier (MR12) без овертайма?', 'How many rounds must a team win to take a Premier (MR12) match without overtime?', '["13", "thirteen", "тринадцать"]'::jsonb),
  ('cs-developer', 'Какая компания создала Counter-Strike 2?', 'Which company made Counter-Strike 2?', '["valve", "valve corporation", "вальв", "валв", "валве"]'::jsonb),
  ('capital-france', 'Столица Франции?', 'What is the capital of France?', '["paris", "париж"]'::jsonb),
  ('hexagon-sides', 'Сколько сторон у шестиугольника?', 'How many sides does a hexagon have?', '["6", "six", "шесть"]'::jsonb),
  ('red-planet', 'Какую планету называют Красной планетой?', 'Which planet is known as the Red Planet?', '["mars", "марс"]'::jsonb),
  ('seven-times-eight', 'Сколько будет 7 × 8?', 'What is 7 × 8?', '["56", "fifty six", "fifty-six", "пятьдесят шесть"]'::jsonb),
  ('gold-symbol', 'Какой химический символ у золота?', 'What is the chemical symbol for gold?', '["au"]'::jsonb),
  ('right-angle', 'Сколько градусов в прямом угле?', 'How many degrees are in a right angle?', '["90", "ninety", "девяносто"]'::jsonb),
  ('largest-ocean', 'Какой океан самый большой на Земле?', 'What is the largest ocean on Earth?', '["pacific", "pacific ocean", "the pacific", "the pacific ocean", "тихий", "тихий океан"]'::jsonb),
  ('blue-yellow', 'Какой цвет получится, если смешать синий и жёлтый?', 'What colour do you get by mixing blue and yellow?', '["green", "зеленый", "зелёный"]'::jsonb),
  ('king-of-beasts', 'Какого зверя называют царём зверей?', 'Which animal is called the king of beasts?', '["lion", "a lion", "the lion", "лев"]'::jsonb),
  ('spider-legs', 'Сколько ног у паука?', 'How many legs does a spider have?', '["8", "eight", "восемь"]'::jsonb),
  ('sqrt-144', 'Чему равен квадратный корень из 144?', 'What is the square root of 144?', '["12", "twelve", "двенадцать"]'::jsonb),
  ('water-freezes', 'При скольких градусах Цельсия замерзает вода?', 'At how many degrees Celsius does water freeze?', '["0", "zero", "ноль", "нуль"]'::jsonb),
  ('leap-year', 'Сколько дней в високосном году?', 'How many days are there in a leap year?', '["366"]'::jsonb),
  ('frozen-water', 'Как называется замёрзшая вода?', 'What is frozen water called?', '["ice", "лед", "лёд"]'::jsonb),
  ('longest-river-africa', 'Какая река самая длинная в Африке?', 'What is the longest river in Africa?', '["nile", "the nile", "нил"]'::jsonb),
  ('olympics-birthplace', 'В какой стране зародились Олимпийские игры?', 'In which country were the Olympic Games born?', '["greece", "ancient greece", "греция", "древняя греция"]'::jsonb),
  ('bits-in-byte', 'Сколько бит в одном байте?', 'How many bits are in one byte?', '["8", "eight", "восемь"]'::jsonb),
  ('week-days', 'Сколько дней в неделе?', 'How many days are there in a week?', '["7", "seven", "семь"]'::jsonb),
  ('minutes-in-hour', 'Сколько минут в одном часе?', 'How many minutes are in one hour?', '["60", "sixty", "шестьдесят"]'::jsonb)
ON CONFLICT ("id") DO NOTHING;
