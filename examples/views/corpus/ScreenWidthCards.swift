//
//  ScreenWidthCards.swift
//  FitTrack
//

import SwiftUI

struct Workout: Identifiable {
    let id = UUID()
    let name: String
    let kcal: Int
    let minutes: Int
    let icon: String
    let color: Color
}

let sampleWorkouts: [Workout] = [
    Workout(name: "Morning Run", kcal: 420, minutes: 38, icon: "figure.run", color: .orange),
    Workout(name: "Yoga Flow", kcal: 180, minutes: 45, icon: "figure.yoga", color: .purple),
    Workout(name: "Cycling", kcal: 610, minutes: 60, icon: "figure.outdoor.cycle", color: .green),
    Workout(name: "HIIT", kcal: 350, minutes: 22, icon: "figure.highintensity.intervaltraining", color: .red),
    Workout(name: "Swim", kcal: 500, minutes: 40, icon: "figure.pool.swim", color: .blue),
]

struct ScreenWidthCards: View {
    let cardWidth = UIScreen.main.bounds.width * 0.8
    let cardHeight: CGFloat = 180

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 15) {
                ForEach(sampleWorkouts) { workout in
                    WorkoutCard(workout: workout)
                        .frame(width: cardWidth, height: cardHeight)
                }
            }
            .scrollTargetLayout()
            .padding(.horizontal, (UIScreen.main.bounds.width - cardWidth) / 2)
        }
        .scrollTargetBehavior(.viewAligned)
        .frame(height: cardHeight + 20)
    }
}

struct WorkoutCard: View {
    var workout: Workout

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 10) {
                Image(systemName: workout.icon)
                    .font(.largeTitle)
                Text(workout.name)
                    .font(.title3)
                    .fontWeight(.bold)
                HStack {
                    Text("\(workout.kcal) kcal")
                    Text("·")
                    Text("\(workout.minutes) min")
                }
                .font(.caption)
                .opacity(0.85)
            }
            Spacer()
        }
        .padding(20)
        .foregroundColor(.white)
        .background(workout.color.gradient)
        .cornerRadius(20)
    }
}

#Preview {
    ScreenWidthCards()
}
