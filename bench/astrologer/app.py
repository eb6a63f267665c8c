"""
The comparison server for bench/astrologer.ts: the birth-chart data of the Astrologer API
(Kerykeion on FastAPI). The hosted Astrologer API is not published on PyPI, so this is a
minimal FastAPI app of the same shape: a POST with the subject's birth data answering the
natal chart's data as JSON (kerykeion's AstrologicalSubjectFactory and
ChartDataFactory.create_natal_chart_data: the points with signs and houses, the cusps, the
aspects, element and quality distributions), no SVG. Offline: coordinates and an IANA zone
are given, so no geonames lookup happens.

Run: <venv>/bin/python -m uvicorn app:app --app-dir bench/astrologer --port 8765
"""
from fastapi import FastAPI
from fastapi.responses import Response
from pydantic import BaseModel
from kerykeion import AstrologicalSubjectFactory, ChartDataFactory

app = FastAPI()


class Subject(BaseModel):
    name: str = "Subject"
    year: int
    month: int
    day: int
    hour: int
    minute: int
    second: int = 0
    longitude: float
    latitude: float
    timezone: str = "UTC"
    houses_system_identifier: str = "P"


class BirthChartRequest(BaseModel):
    subject: Subject


@app.post("/api/v5/chart-data/birth-chart")
def birth_chart_data(body: BirthChartRequest) -> Response:
    s = body.subject
    subject = AstrologicalSubjectFactory.from_birth_data(
        s.name, s.year, s.month, s.day, s.hour, s.minute,
        lng=s.longitude, lat=s.latitude, tz_str=s.timezone, online=False,
        houses_system_identifier=s.houses_system_identifier, seconds=s.second,
        suppress_geonames_warning=True,
    )
    data = ChartDataFactory.create_natal_chart_data(subject)
    body_json = '{"status":"OK","chart_data":' + data.model_dump_json() + "}"
    return Response(content=body_json, media_type="application/json")
