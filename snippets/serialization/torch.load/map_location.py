import torch

torch.save({"w": torch.ones(2)}, "w.pt")

print("map_location='cpu'             :", torch.load("w.pt", map_location="cpu")["w"].device)
print("map_location=torch.device('meta'):", torch.load("w.pt", map_location=torch.device("meta"))["w"].device)
print("map_location={'cpu': 'meta'}   :", torch.load("w.pt", map_location={"cpu": "meta"})["w"].device)

seen = []
def keep_on_cpu(storage, location):
    seen.append(location)       # the device tag recorded in the file
    return storage              # returning the CPU storage keeps it on the CPU
print("callable                       :", torch.load("w.pt", map_location=keep_on_cpu)["w"].device,
      " tags seen:", seen)
