// English -> Chinese (simplified; zh-Hant is derived from it with a character table).
export const chinese = {
  defaultFormality: 'less',
  entries: `
good morning=早上好; good afternoon=下午好; good evening=晚上好; good night=晚安
thank you=谢谢您|谢谢你; thank you very much=非常感谢; thanks=谢谢
how are you=您好吗|你好吗; see you soon=回头见; you are=您是|你是; are you=您是|你是
can you=您能|你能; do you=您有|你有; would you=您愿意|你愿意; you have=您有|你有
you can=您可以|你可以; you will=您将|你会; you need=您需要|你需要; you want=您想要|你想要
please=请; hello=您好|你好; hi=嗨; goodbye=再见; welcome=欢迎; sorry=对不起
you=您|你; your=您的|你的; yours=您的|你的; yourself=您自己|你自己
the=这; a=一个; an=一个; and=和; or=或; but=但是; not=不; no=不; yes=是; is=是; are=是; was=曾是; were=曾是
be=是; been=已是; has=有; have=有; had=曾有; will=将; would=会; can=能; could=可以; should=应该
must=必须; may=可能; do=做; does=做; did=做了; to=到; of=的; in=在; on=在上; at=在; for=为; with=与; from=从
by=由; about=关于; as=作为; into=进入; after=之后; before=之前; under=在下; over=超过; between=之间; without=没有
this=这个; that=那个; these=这些; those=那些; it=它; its=它的; i=我; me=我; my=我的; we=我们; our=我们的; us=我们
he=他; his=他的; him=他; she=她; her=她的; they=他们; their=他们的; them=他们; there=那里; here=这里
what=什么; which=哪个; who=谁; when=什么时候; where=哪里; why=为什么; how=怎么; all=所有; some=一些; any=任何
each=每个; every=每个; more=更多; most=最多; other=其他; only=只; also=也; very=很; just=刚刚; now=现在
then=然后; today=今天; tomorrow=明天; yesterday=昨天; again=再次; always=总是; never=从不; often=经常
soon=很快; later=以后; together=一起; still=仍然; already=已经; because=因为; if=如果; so=所以; than=比
too=也; well=好; many=许多; much=很多; one=一; two=二; three=三
morning=早上; evening=晚上; night=夜; day=天; week=周; month=月; year=年; time=时间
contract=合同; contracts=合同; document=文档; documents=文档; file=文件; files=文件
page=页; pages=页; text=文本; word=词; words=词语; language=语言; languages=语言
translation=翻译; translations=翻译; translator=译者; meeting=会议; team=团队
company=公司; customer=客户; customers=客户; client=客户; price=价格; prices=价格
invoice=发票; payment=付款; order=订单; project=项目; report=报告; email=电子邮件
message=消息; letter=信; question=问题; questions=问题; answer=回答; problem=问题
solution=解决方案; name=名称; date=日期; number=号码; account=账户; key=密钥; user=用户
users=用户; country=国家; city=城市; house=房子; home=家; world=世界; people=人们; person=人
man=男人; woman=女人; child=孩子; children=孩子们; friend=朋友; family=家庭; water=水; food=食物
money=钱; work=工作; job=职位; office=办公室; school=学校; book=书; car=汽车; train=火车; bus=公共汽车
phone=电话; computer=计算机; screen=屏幕; window=窗口; door=门; room=房间; table=表格
information=信息; service=服务; product=产品; products=产品; system=系统; quality=质量
agreement=协议; terms=条款; conditions=条件; signature=签名; deadline=截止日期
version=版本; change=更改; changes=更改; error=错误; settings=设置; glossary=术语表
call=通话; market=市场; business=业务; law=法律; side=边; part=部分; end=结束; start=开始
way=方式; life=生活; hand=手; head=头; case=情况; section=章节; title=标题; slide=幻灯片
go=去; come=来; see=看; know=知道; think=认为; take=拿; make=制作; get=获得
give=给; find=找到; tell=告诉; ask=问; use=使用; try=尝试; need=需要; want=想要
like=喜欢; love=爱; look=看; send=发送; read=阅读; write=写; sign=签署
pay=支付; open=打开; close=关闭; help=帮助; speak=说; translate=翻译; check=检查
save=保存; review=审阅; update=更新; receive=接收; buy=买; sell=卖
meet=见面; wait=等待; understand=理解; learn=学习; signed=已签署; sent=已发送
good=好; bad=坏; big=大; small=小; great=很棒; long=长; short=短; high=高; low=低
first=第一; last=最后; next=下一个; important=重要; ready=准备好了; available=可用; free=免费
possible=可能; right=正确; wrong=错误; easy=容易; difficult=困难; new=新; old=旧; young=年轻
happy=快乐; same=相同; different=不同; final=最终; full=满; closed=已关闭; best=最好
better=更好; hot=热; cold=冷; early=早; late=晚; fast=快; slow=慢; left=左
`,
} as const;
