"""The demo shop pages that embed the widget, under /demo/."""

from django.urls import path

from demo import views as demo_views

app_name = "demo"

urlpatterns = [
    path("", demo_views.product_list, name="products"),
    path("products/<slug:slug>/", demo_views.product_detail, name="product"),
]
