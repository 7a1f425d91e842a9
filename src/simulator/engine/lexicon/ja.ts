// English -> Japanese. `polite|plain` where formality changes the word.
export const japanese = {
  defaultFormality: 'more',
  entries: `
good morning=おはようございます|おはよう; good afternoon=こんにちは; good evening=こんばんは; good night=おやすみなさい|おやすみ
thank you=ありがとうございます|ありがとう; thank you very much=誠にありがとうございます|本当にありがとう; thanks=ありがとうございます|ありがとう
how are you=お元気ですか|元気; see you soon=また後ほど|またね; you are=あなたは|君は; are you=あなたは|君は
can you=していただけますか|してくれる; do you=ありますか|ある; would you=いただけますか|くれる; you have=あなたには|君には
you can=できます|できる; you will=あなたは|君は; you need=必要です|必要だ; you want=ご希望です|欲しい
please=お願いします|お願い; hello=こんにちは|やあ; hi=やあ; goodbye=さようなら|じゃあね; welcome=ようこそ; sorry=申し訳ありません|ごめん
you=あなた様|君; your=あなた様の|君の; yours=あなた様のもの|君のもの; yourself=ご自身|自分
the=その; a=ある; an=ある; and=と; or=または; but=しかし; not=ない; no=いいえ|いや; yes=はい|うん; is=です|だ; are=です|だ
was=でした|だった; were=でした|だった; be=である; been=あった; has=あります|ある; have=持つ; had=持っていた
will=でしょう|だろう; would=でしょう|だろう; can=できる; could=できた; should=べき; must=必要; may=かもしれない
do=する; does=する; did=した; to=へ; of=の; in=に; on=上; at=で; for=ため; with=と; from=から
by=によって; about=について; as=として; into=中へ; after=後; before=前; under=下; over=上; between=間; without=なし
this=これ; that=それ; these=これら; those=それら; it=それ; its=その; i=私|僕; me=私; my=私の|僕の; we=私たち; our=私たちの; us=私たち
he=彼; his=彼の; him=彼; she=彼女; her=彼女の; they=彼ら; their=彼らの; them=彼ら; there=そこ; here=ここ
what=何; which=どれ; who=誰; when=いつ; where=どこ; why=なぜ; how=どう; all=すべて; some=いくつか; any=どの
each=各; every=毎; more=もっと; most=最も; other=他; only=のみ; also=も; very=とても; just=ちょうど; now=今
then=それから; today=今日; tomorrow=明日; yesterday=昨日; again=再び; always=いつも; never=決して; often=よく
soon=すぐ; later=後で; together=一緒に; still=まだ; already=すでに; because=なぜなら; if=もし; so=だから; than=より
too=も; well=よく; many=多く; much=たくさん; one=一; two=二; three=三
morning=朝; evening=夕方; night=夜; day=日; week=週; month=月; year=年; time=時間
contract=契約; contracts=契約; document=文書; documents=文書; file=ファイル; files=ファイル
page=ページ; pages=ページ; text=テキスト; word=単語; words=単語; language=言語; languages=言語
translation=翻訳; translations=翻訳; translator=翻訳者; meeting=会議; team=チーム
company=会社; customer=顧客; customers=顧客; client=クライアント; price=価格; prices=価格
invoice=請求書; payment=支払い; order=注文; project=プロジェクト; report=報告書; email=メール
message=メッセージ; letter=手紙; question=質問; questions=質問; answer=回答; problem=問題
solution=解決策; name=名前; date=日付; number=番号; account=アカウント; key=キー; user=ユーザー
users=ユーザー; country=国; city=都市; house=家; home=自宅; world=世界; people=人々; person=人
man=男性; woman=女性; child=子供; children=子供たち; friend=友人; family=家族; water=水; food=食べ物
money=お金; work=仕事; job=職; office=事務所; school=学校; book=本; car=車; train=電車; bus=バス
phone=電話; computer=コンピューター; screen=画面; window=ウィンドウ; door=ドア; room=部屋; table=表
information=情報; service=サービス; product=製品; products=製品; system=システム; quality=品質
agreement=合意; terms=条件; conditions=条件; signature=署名; deadline=締め切り
version=バージョン; change=変更; changes=変更; error=エラー; settings=設定; glossary=用語集
call=電話; market=市場; business=ビジネス; law=法律; side=側; part=部分; end=終わり; start=開始
way=方法; life=人生; hand=手; head=頭; case=場合; section=セクション; title=タイトル; slide=スライド
go=行く; come=来る; see=見る; know=知る; think=考える; take=取る; make=作る; get=得る
give=与える; find=見つける; tell=伝える; ask=尋ねる; use=使う; try=試す; need=必要; want=欲しい
like=好き; love=愛; look=見る; send=送る; read=読む; write=書く; sign=署名する
pay=支払う; open=開く; close=閉じる; help=ヘルプ; speak=話す; translate=翻訳する; check=確認する
save=保存する; review=確認; update=更新; receive=受け取る; buy=買う; sell=売る
meet=会う; wait=待つ; understand=理解する; learn=学ぶ; signed=署名済み; sent=送信済み
good=良い; bad=悪い; big=大きい; small=小さい; great=素晴らしい; long=長い; short=短い; high=高い; low=低い
first=最初; last=最後; next=次; important=重要; ready=準備完了; available=利用可能; free=無料
possible=可能; right=正しい; wrong=間違い; easy=簡単; difficult=難しい; new=新しい; old=古い; young=若い
happy=嬉しい; same=同じ; different=違う; final=最終; full=満杯; closed=閉鎖; best=最高
better=より良い; hot=暑い; cold=寒い; early=早い; late=遅い; fast=速い; slow=遅い; left=左
`,
} as const;
