import io

import torch

buf = io.BytesIO()
torch.save({"weight": torch.ones(2)}, buf)  # saved from the CPU here

tags = []


def where(storage, location):
    tags.append(location)  # the device tag stored in the checkpoint
    return storage


buf.seek(0)
torch.load(buf, map_location=where)
print("device tags in the file:", tags)
buf.seek(0)
print("map_location='meta' puts it on:", torch.load(buf, map_location="meta")["weight"].device)
