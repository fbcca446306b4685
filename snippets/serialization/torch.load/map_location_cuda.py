# device: cuda
import torch

torch.save({"w": torch.ones(2, device="cuda")}, "gpu.pt")   # storage tagged 'cuda:0'
print("default          :", torch.load("gpu.pt")["w"].device, "<- back on the GPU it was saved from")
print("map_location=cpu :", torch.load("gpu.pt", map_location="cpu")["w"].device)
print("dict remap       :", torch.load("gpu.pt", map_location={"cuda:0": "cpu"})["w"].device)
