import torch

obj = {"weights": torch.arange(6.0).reshape(2, 3), "step": 10, "names": ["a", "b"]}
torch.save(obj, "obj.pt")
back = torch.load("obj.pt")
print("keys:", sorted(back))
print("weights equal:", torch.equal(back["weights"], obj["weights"]), " dtype:", back["weights"].dtype)
print("step:", back["step"], " names:", back["names"])
