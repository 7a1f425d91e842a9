// English -> Spanish. `formal|informal` where formality changes the word.
export const spanish = {
  defaultFormality: 'less',
  sourceAliases: 'la=the; los=the; las=the; una=a; está=is; están=are',
  entries: `
good morning=Buenos días; good afternoon=Buenas tardes; good evening=Buenas noches; good night=Buenas noches
thank you=Se lo agradezco|Gracias; thank you very much=Muchísimas gracias|Muchas gracias; thanks=Gracias
how are you=¿Cómo está usted|¿Qué tal; see you soon=Hasta pronto; you are=usted es|eres; are you=es usted|eres
can you=puede usted|puedes; do you=tiene usted|tienes; would you=podría usted|podrías; you have=usted tiene|tienes
you can=usted puede|puedes; you will=usted va a|vas a; you need=usted necesita|necesitas; you want=usted quiere|quieres
please=por favor; hello=Buenos días|Hola; hi=Hola; goodbye=Adiós|Chao; welcome=bienvenido; sorry=lo siento
you=usted|tú; your=su|tu; yours=suyo|tuyo; yourself=usted mismo|tú mismo
the=el; a=un; an=un; and=y; or=o; but=pero; not=no; no=no; yes=sí; is=es; are=son; was=era; were=eran
be=ser; been=sido; has=ha; have=tener; had=tenía; will=va a; would=haría; can=puede; could=podría; should=debería
must=debe; may=puede; do=hacer; does=hace; did=hizo; to=a; of=de; in=en; on=sobre; at=en; for=para; with=con; from=de
by=por; about=sobre; as=como; into=en; after=después de; before=antes de; under=bajo; over=sobre; between=entre; without=sin
this=este; that=eso; these=estos; those=esos; it=ello; its=su; i=yo; me=me; my=mi; we=nosotros; our=nuestro; us=nos
he=él; his=su; him=él; she=ella; her=su; they=ellos; their=su; them=ellos; there=allí; here=aquí
what=qué; which=cuál; who=quién; when=cuándo; where=dónde; why=por qué; how=cómo; all=todos; some=algunos; any=cualquier
each=cada; every=cada; more=más; most=la mayoría; other=otro; only=solo; also=también; very=muy; just=solo; now=ahora
then=entonces; today=hoy; tomorrow=mañana; yesterday=ayer; again=otra vez; always=siempre; never=nunca; often=a menudo
soon=pronto; later=más tarde; together=juntos; still=todavía; already=ya; because=porque; if=si; so=así que; than=que
too=también; well=bien; many=muchos; much=mucho; one=uno; two=dos; three=tres
morning=mañana; evening=tarde; night=noche; day=día; week=semana; month=mes; year=año; time=tiempo
contract=contrato; contracts=contratos; document=documento; documents=documentos; file=archivo; files=archivos
page=página; pages=páginas; text=texto; word=palabra; words=palabras; language=idioma; languages=idiomas
translation=traducción; translations=traducciones; translator=traductor; meeting=reunión; team=equipo
company=empresa; customer=cliente; customers=clientes; client=cliente; price=precio; prices=precios
invoice=factura; payment=pago; order=pedido; project=proyecto; report=informe; email=correo electrónico
message=mensaje; letter=carta; question=pregunta; questions=preguntas; answer=respuesta; problem=problema
solution=solución; name=nombre; date=fecha; number=número; account=cuenta; key=clave; user=usuario
users=usuarios; country=país; city=ciudad; house=casa; home=hogar; world=mundo; people=gente; person=persona
man=hombre; woman=mujer; child=niño; children=niños; friend=amigo; family=familia; water=agua; food=comida
money=dinero; work=trabajo; job=empleo; office=oficina; school=escuela; book=libro; car=coche; train=tren; bus=autobús
phone=teléfono; computer=ordenador; screen=pantalla; window=ventana; door=puerta; room=sala; table=tabla
information=información; service=servicio; product=producto; products=productos; system=sistema; quality=calidad
agreement=acuerdo; terms=condiciones; conditions=condiciones; signature=firma; deadline=plazo
version=versión; change=cambio; changes=cambios; error=error; settings=ajustes; glossary=glosario
call=llamada; market=mercado; business=negocio; law=ley; side=lado; part=parte; end=fin; start=inicio
way=camino; life=vida; hand=mano; head=cabeza; case=caso; section=sección; title=título; slide=diapositiva
go=ir; come=venir; see=ver; know=saber; think=pensar; take=tomar; make=hacer; get=obtener
give=dar; find=encontrar; tell=decir; ask=preguntar; use=usar; try=intentar; need=necesitar; want=querer
like=gustar; love=amar; look=mirar; send=enviar; read=leer; write=escribir; sign=firmar
pay=pagar; open=abierto; close=cerrar; help=ayuda; speak=hablar; translate=traducir; check=comprobar
save=guardar; review=revisar; update=actualización; receive=recibir; buy=comprar; sell=vender
meet=reunirse; wait=esperar; understand=entender; learn=aprender; signed=firmado; sent=enviado
good=bueno; bad=malo; big=grande; small=pequeño; great=estupendo; long=largo; short=corto; high=alto; low=bajo
first=primero; last=último; next=siguiente; important=importante; ready=listo; available=disponible; free=gratis
possible=posible; right=correcto; wrong=incorrecto; easy=fácil; difficult=difícil; new=nuevo; old=viejo; young=joven
happy=feliz; same=mismo; different=diferente; final=definitivo; full=lleno; closed=cerrado; best=mejor
better=mejor; hot=caliente; cold=frío; early=temprano; late=tarde; fast=rápido; slow=lento; left=izquierda
`,
} as const;
