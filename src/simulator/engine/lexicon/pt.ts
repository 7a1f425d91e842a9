// English -> Portuguese (European); `brazilian` lists where pt-BR says it differently.
export const portuguese = {
  defaultFormality: 'less',
  sourceAliases: 'a=the; os=the; as=the; uma=a; está=is',
  entries: `
good morning=Bom dia; good afternoon=Boa tarde; good evening=Boa noite; good night=Boa noite
thank you=Agradeço-lhe|Obrigado; thank you very much=Muito obrigado|Obrigadão; thanks=Obrigado
how are you=Como está o senhor|Como estás; see you soon=Até breve; you are=o senhor é|tu és; are you=o senhor é|és tu
can you=o senhor pode|podes; do you=o senhor tem|tens; would you=o senhor poderia|poderias; you have=o senhor tem|tens
you can=o senhor pode|podes; you will=o senhor vai|vais; you need=o senhor precisa|precisas; you want=o senhor quer|queres
please=por favor; hello=Bom dia|Olá; hi=Olá; goodbye=Adeus|Tchau; welcome=bem-vindo; sorry=desculpe
you=o senhor|tu; your=seu|teu; yours=seu|teu; yourself=o senhor mesmo|tu mesmo
the=o; a=um; an=um; and=e; or=ou; but=mas; not=não; no=não; yes=sim; is=é; are=são; was=era; were=eram
be=ser; been=sido; has=tem; have=ter; had=tinha; will=vai; would=faria; can=pode; could=poderia; should=deveria
must=deve; may=pode; do=fazer; does=faz; did=fez; to=para; of=de; in=em; on=sobre; at=em; for=para; with=com; from=de
by=por; about=sobre; as=como; into=em; after=depois; before=antes; under=sob; over=sobre; between=entre; without=sem
this=este; that=isso; these=estes; those=esses; it=ele; its=seu; i=eu; me=me; my=meu; we=nós; our=nosso; us=nos
he=ele; his=seu; him=ele; she=ela; her=sua; they=eles; their=seu; them=eles; there=lá; here=aqui
what=o quê; which=qual; who=quem; when=quando; where=onde; why=porquê; how=como; all=todos; some=alguns; any=qualquer
each=cada; every=cada; more=mais; most=a maioria; other=outro; only=apenas; also=também; very=muito; just=só; now=agora
then=então; today=hoje; tomorrow=amanhã; yesterday=ontem; again=novamente; always=sempre; never=nunca; often=muitas vezes
soon=em breve; later=mais tarde; together=juntos; still=ainda; already=já; because=porque; if=se; so=então; than=do que
too=também; well=bem; many=muitos; much=muito; one=um; two=dois; three=três
morning=manhã; evening=noite; night=noite; day=dia; week=semana; month=mês; year=ano; time=tempo
contract=contrato; contracts=contratos; document=documento; documents=documentos; file=ficheiro; files=ficheiros
page=página; pages=páginas; text=texto; word=palavra; words=palavras; language=língua; languages=línguas
translation=tradução; translations=traduções; translator=tradutor; meeting=reunião; team=equipa
company=empresa; customer=cliente; customers=clientes; client=cliente; price=preço; prices=preços
invoice=fatura; payment=pagamento; order=encomenda; project=projeto; report=relatório; email=e-mail
message=mensagem; letter=carta; question=pergunta; questions=perguntas; answer=resposta; problem=problema
solution=solução; name=nome; date=data; number=número; account=conta; key=chave; user=utilizador
users=utilizadores; country=país; city=cidade; house=casa; home=casa; world=mundo; people=pessoas; person=pessoa
man=homem; woman=mulher; child=criança; children=crianças; friend=amigo; family=família; water=água; food=comida
money=dinheiro; work=trabalho; job=emprego; office=escritório; school=escola; book=livro; car=carro; train=comboio; bus=autocarro
phone=telemóvel; computer=computador; screen=ecrã; window=janela; door=porta; room=sala; table=tabela
information=informação; service=serviço; product=produto; products=produtos; system=sistema; quality=qualidade
agreement=acordo; terms=termos; conditions=condições; signature=assinatura; deadline=prazo
version=versão; change=alteração; changes=alterações; error=erro; settings=definições; glossary=glossário
call=chamada; market=mercado; business=negócio; law=lei; side=lado; part=parte; end=fim; start=início
way=caminho; life=vida; hand=mão; head=cabeça; case=caso; section=secção; title=título; slide=diapositivo
go=ir; come=vir; see=ver; know=saber; think=pensar; take=levar; make=fazer; get=obter
give=dar; find=encontrar; tell=dizer; ask=perguntar; use=usar; try=tentar; need=precisar; want=querer
like=gostar; love=amar; look=olhar; send=enviar; read=ler; write=escrever; sign=assinar
pay=pagar; open=aberto; close=fechar; help=ajuda; speak=falar; translate=traduzir; check=verificar
save=guardar; review=rever; update=atualização; receive=receber; buy=comprar; sell=vender
meet=encontrar; wait=esperar; understand=compreender; learn=aprender; signed=assinado; sent=enviado
good=bom; bad=mau; big=grande; small=pequeno; great=ótimo; long=longo; short=curto; high=alto; low=baixo
first=primeiro; last=último; next=próximo; important=importante; ready=pronto; available=disponível; free=gratuito
possible=possível; right=correto; wrong=errado; easy=fácil; difficult=difícil; new=novo; old=velho; young=jovem
happy=feliz; same=mesmo; different=diferente; final=definitivo; full=cheio; closed=fechado; best=melhor
better=melhor; hot=quente; cold=frio; early=cedo; late=tarde; fast=rápido; slow=lento; left=esquerda
`,
  brazilian: `
how are you=Como vai o senhor|Como vai você; you are=o senhor é|você é; are you=o senhor é|você é
can you=o senhor pode|você pode; do you=o senhor tem|você tem; would you=o senhor poderia|você poderia
you have=o senhor tem|você tem; you can=o senhor pode|você pode; you will=o senhor vai|você vai
you need=o senhor precisa|você precisa; you want=o senhor quer|você quer; goodbye=Até logo|Tchau
you=o senhor|você; your=seu|seu; yourself=o senhor mesmo|você mesmo; why=por quê
file=arquivo; files=arquivos; team=equipe; order=pedido; user=usuário; users=usuários; train=trem; bus=ônibus
phone=celular; screen=tela; settings=configurações; section=seção; slide=slide; save=salvar; understand=entender
`,
} as const;
