// English -> Russian. `formal|informal` where formality changes the word.
export const russian = {
  defaultFormality: 'more',
  entries: `
good morning=Доброе утро; good afternoon=Добрый день; good evening=Добрый вечер; good night=Спокойной ночи
thank you=Благодарю Вас|Спасибо тебе; thank you very much=Большое Вам спасибо|Большое спасибо; thanks=Спасибо
how are you=Как Вы поживаете|Как дела; see you soon=До скорой встречи; you are=Вы|ты; are you=Вы|ты
can you=не могли бы Вы|можешь; do you=у Вас есть|у тебя есть; would you=не могли бы Вы|не мог бы ты; you have=у Вас есть|у тебя есть
you can=Вы можете|ты можешь; you will=Вы будете|ты будешь; you need=Вам нужно|тебе нужно; you want=Вы хотите|ты хочешь
please=пожалуйста; hello=Здравствуйте|Привет; hi=Привет; goodbye=До свидания|Пока; welcome=добро пожаловать; sorry=извините|извини
you=Вы|ты; your=Ваш|твой; yours=Ваш|твой; yourself=Вы сами|ты сам
the=этот; a=один; an=один; and=и; or=или; but=но; not=не; no=нет; yes=да; is=есть; are=есть; was=был; were=были
be=быть; been=был; has=имеет; have=иметь; had=имел; will=будет; would=бы; can=может; could=мог бы; should=должен
must=должен; may=может; do=делать; does=делает; did=сделал; to=к; of=из; in=в; on=на; at=у; for=для; with=с; from=от
by=по; about=о; as=как; into=в; after=после; before=до; under=под; over=над; between=между; without=без
this=это; that=то; these=эти; those=те; it=оно; its=его; i=я; me=меня; my=мой; we=мы; our=наш; us=нас
he=он; his=его; him=его; she=она; her=её; they=они; their=их; them=их; there=там; here=здесь
what=что; which=который; who=кто; when=когда; where=где; why=почему; how=как; all=все; some=некоторые; any=любой
each=каждый; every=каждый; more=больше; most=большинство; other=другой; only=только; also=также; very=очень; just=просто; now=сейчас
then=затем; today=сегодня; tomorrow=завтра; yesterday=вчера; again=снова; always=всегда; never=никогда; often=часто
soon=скоро; later=позже; together=вместе; still=всё ещё; already=уже; because=потому что; if=если; so=поэтому; than=чем
too=тоже; well=хорошо; many=много; much=много; one=один; two=два; three=три
morning=утро; evening=вечер; night=ночь; day=день; week=неделя; month=месяц; year=год; time=время
contract=договор; contracts=договоры; document=документ; documents=документы; file=файл; files=файлы
page=страница; pages=страницы; text=текст; word=слово; words=слова; language=язык; languages=языки
translation=перевод; translations=переводы; translator=переводчик; meeting=встреча; team=команда
company=компания; customer=клиент; customers=клиенты; client=клиент; price=цена; prices=цены
invoice=счёт; payment=оплата; order=заказ; project=проект; report=отчёт; email=электронная почта
message=сообщение; letter=письмо; question=вопрос; questions=вопросы; answer=ответ; problem=проблема
solution=решение; name=имя; date=дата; number=номер; account=учётная запись; key=ключ; user=пользователь
users=пользователи; country=страна; city=город; house=дом; home=дом; world=мир; people=люди; person=человек
man=мужчина; woman=женщина; child=ребёнок; children=дети; friend=друг; family=семья; water=вода; food=еда
money=деньги; work=работа; job=должность; office=офис; school=школа; book=книга; car=машина; train=поезд; bus=автобус
phone=телефон; computer=компьютер; screen=экран; window=окно; door=дверь; room=комната; table=таблица
information=информация; service=сервис; product=продукт; products=продукты; system=система; quality=качество
agreement=соглашение; terms=условия; conditions=условия; signature=подпись; deadline=срок
version=версия; change=изменение; changes=изменения; error=ошибка; settings=настройки; glossary=глоссарий
call=звонок; market=рынок; business=бизнес; law=закон; side=сторона; part=часть; end=конец; start=начало
way=путь; life=жизнь; hand=рука; head=голова; case=случай; section=раздел; title=заголовок; slide=слайд
go=идти; come=прийти; see=видеть; know=знать; think=думать; take=взять; make=делать; get=получить
give=дать; find=найти; tell=сказать; ask=спросить; use=использовать; try=попробовать; need=нуждаться; want=хотеть
like=нравиться; love=любить; look=смотреть; send=отправить; read=читать; write=писать; sign=подписать
pay=платить; open=открытый; close=закрыть; help=помощь; speak=говорить; translate=переводить; check=проверить
save=сохранить; review=проверка; update=обновление; receive=получить; buy=купить; sell=продать
meet=встретить; wait=ждать; understand=понимать; learn=учиться; signed=подписан; sent=отправлен
good=хороший; bad=плохой; big=большой; small=маленький; great=отличный; long=длинный; short=короткий; high=высокий; low=низкий
first=первый; last=последний; next=следующий; important=важный; ready=готов; available=доступный; free=бесплатный
possible=возможный; right=правильный; wrong=неправильный; easy=лёгкий; difficult=трудный; new=новый; old=старый; young=молодой
happy=счастливый; same=тот же; different=другой; final=окончательный; full=полный; closed=закрытый; best=лучший
better=лучше; hot=горячий; cold=холодный; early=рано; late=поздно; fast=быстрый; slow=медленный; left=слева
`,
} as const;
